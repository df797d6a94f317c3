// The axe audit of every route at 1280 px (test/browser/axe-audit.ts); the 390 px half is accessibility-mobile.test.ts.
import { auditEveryRouteAt } from './axe-audit.js';
import { WIDE } from './ui-session.js';

await auditEveryRouteAt(WIDE);
