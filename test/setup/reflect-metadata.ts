import 'reflect-metadata';
// Load Nest fully before any CommonJS package (such as @nestjs-modules/mailer) requires it:
// Jest's require() of an ES module that is still loading counts as a cycle and fails.
import '@nestjs/common';
import '@nestjs/core';
