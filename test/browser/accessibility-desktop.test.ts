// The axe audit of the audited routes at 1280 px (test/browser/axe-audit.ts); the 390 px half is accessibility-mobile.test.ts.
import { auditRoutesAt } from './axe-audit.js';
import { WIDE } from './ui-session.js';

await auditRoutesAt(WIDE);
