// The axe audit of every route at 390 px, mobile menu closed and open (test/browser/axe-audit.ts); the 1280 px half is
// accessibility-desktop.test.ts.
import { auditEveryRouteAt } from './axe-audit.js';
import { NARROW } from './ui-session.js';

await auditEveryRouteAt(NARROW);
