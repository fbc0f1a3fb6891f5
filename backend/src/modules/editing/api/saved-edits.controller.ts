import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { CurrentCaller, type Caller } from '../../auth/index.js';
import { ResetEditsCommand } from '../commands/reset-edits/reset-edits.command.js';
import {
  SaveEditsCommand,
  type SaveEditsResult,
} from '../commands/save-edits/save-edits.command.js';
import type { SavedEdits } from '../domain/saved-edits.js';
import { GetSavedEditsQuery } from '../queries/get-saved-edits/get-saved-edits.query.js';

/** The spec's `/upload` calls: a caller's saved edits of a template, optionally per purchase. */
@Controller('upload')
export class SavedEditsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** The caller's saved edits of the template (only their own), or `{ pages: [] }`. */
  @Get(':templateId')
  get(
    @CurrentCaller({ required: true }) caller: Caller,
    @Param('templateId') templateId: string,
  ): Promise<SavedEdits> {
    return this.queries.execute(new GetSavedEditsQuery(caller.ownerId, templateId, null));
  }

  /** The caller's saved edits of the template for one purchase. */
  @Get(':templateId/:purchaseId')
  getForPurchase(
    @CurrentCaller({ required: true }) caller: Caller,
    @Param('templateId') templateId: string,
    @Param('purchaseId') purchaseId: string,
  ): Promise<SavedEdits> {
    return this.queries.execute(new GetSavedEditsQuery(caller.ownerId, templateId, purchaseId));
  }

  /** Autosave: the whole saved-edits document, checked against the template. */
  @Post(':templateId')
  @HttpCode(200)
  save(
    @CurrentCaller({ required: true }) caller: Caller,
    @Param('templateId') templateId: string,
    @Body() body: unknown,
  ): Promise<SaveEditsResult> {
    return this.commands.execute(new SaveEditsCommand(caller.ownerId, templateId, null, body));
  }

  /** Autosave of the draft that belongs to one purchase. */
  @Post(':templateId/:purchaseId')
  @HttpCode(200)
  saveForPurchase(
    @CurrentCaller({ required: true }) caller: Caller,
    @Param('templateId') templateId: string,
    @Param('purchaseId') purchaseId: string,
    @Body() body: unknown,
  ): Promise<SaveEditsResult> {
    return this.commands.execute(
      new SaveEditsCommand(caller.ownerId, templateId, purchaseId, body),
    );
  }

  /** Reset: the draft shows the template as it is again (a save of `{ pages: [] }` does too). */
  @Delete(':templateId')
  @HttpCode(204)
  reset(
    @CurrentCaller({ required: true }) caller: Caller,
    @Param('templateId') templateId: string,
  ): Promise<void> {
    return this.commands.execute(new ResetEditsCommand(caller.ownerId, templateId, null));
  }

  /** Reset of the draft that belongs to one purchase. */
  @Delete(':templateId/:purchaseId')
  @HttpCode(204)
  resetForPurchase(
    @CurrentCaller({ required: true }) caller: Caller,
    @Param('templateId') templateId: string,
    @Param('purchaseId') purchaseId: string,
  ): Promise<void> {
    return this.commands.execute(new ResetEditsCommand(caller.ownerId, templateId, purchaseId));
  }
}
