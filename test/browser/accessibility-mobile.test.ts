// The axe audit of the audited routes at 390 px, mobile menu closed and open (test/browser/axe-audit.ts); the 1280 px half is
// accessibility-desktop.test.ts.
import { auditRoutesAt } from './axe-audit.js';
import { NARROW } from './ui-session.js';

await auditRoutesAt(NARROW);
