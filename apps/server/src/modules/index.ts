/**
 * Every feature module, in the order of the OpenAPI document: the app registers their
 * routes under /api in this order. Add a new module here.
 */
import type { FaenaModule } from '../platform/module.ts';
import { activitiesModule } from './activities/index.ts';
import { assetsModule } from './assets/index.ts';
import { auditModule } from './audit/index.ts';
import { checklistsModule } from './checklists/index.ts';
import { formsModule } from './forms/index.ts';
import { linksModule } from './links/index.ts';
import { notificationsModule } from './notifications/index.ts';
import { orgModule } from './org/index.ts';
import { organizationsModule } from './organizations/index.ts';
import { peopleModule } from './people/index.ts';
import { postsModule } from './posts/index.ts';
import { reportsModule } from './reports/index.ts';
import { signInModule } from './sign-in/index.ts';
import { workflowsModule } from './workflows/index.ts';

export const MODULES: readonly FaenaModule[] = [
  organizationsModule,
  signInModule,
  orgModule,
  peopleModule,
  workflowsModule,
  activitiesModule,
  checklistsModule,
  postsModule,
  reportsModule,
  assetsModule,
  linksModule,
  formsModule,
  notificationsModule,
  auditModule,
];
