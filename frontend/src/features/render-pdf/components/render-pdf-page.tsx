import { useEffect, useRef } from 'react';
import { PamphletDocument } from '../../../pamphlet/components/pamphlet-document';
import { pageRule } from '../../../pamphlet/lib/print-page';
import type { PamphletTemplate } from '../../../pamphlet/types';
import {
  clearDocumentReady,
  markDocumentFailed,
  markDocumentReady,
  waitForPamphlet,
} from '../lib/document-ready';
import './render-pdf-page.css';

/**
 * Every side at trim size, one per printed page, without the site around it. Marks the
 * document ready for the server's headless browser once everything has loaded.
 */
export function RenderPdfPage({ template }: { template: PamphletTemplate }) {
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    let isCurrent = true;
    clearDocumentReady();
    waitForPamphlet(root)
      .then((broken) => {
        if (!isCurrent) return;
        if (broken.length === 0) markDocumentReady();
        else markDocumentFailed(`images failed to load: ${broken.join(', ')}`);
      })
      .catch((error: unknown) => {
        if (isCurrent) markDocumentFailed(error instanceof Error ? error.message : String(error));
      });
    return () => {
      isCurrent = false;
    };
  }, [template]);

  return (
    <div className="render-pdf" ref={rootRef}>
      <style>{pageRule(template.print_formats.default)}</style>
      <h1 className="visually-hidden">{template.template_display_name}</h1>
      <PamphletDocument template={template} medium="print" />
    </div>
  );
}

/** Shown when the template cannot be loaded; tells the server's browser to stop waiting. */
export function RenderPdfError({ reason }: { reason: string }) {
  useEffect(() => {
    markDocumentFailed(reason);
  }, [reason]);
  return (
    <div className="render-pdf render-pdf--error">
      <h1>This pamphlet could not be loaded.</h1>
      <p>{reason}</p>
    </div>
  );
}
