import { execFile } from 'node:child_process';

/**
 * Tries to swap two folders' names in one step (Linux `renameat2(RENAME_EXCHANGE)`, macOS `renamex_np(RENAME_SWAP)`),
 * so that a path always names one of them. Node offers no binding to either call; Python's ctypes
 * does, and Python is on almost every Linux and macOS machine. The call may be out of reach (no Python,
 * an old kernel, a file system without it), and what the program reports may not be what it did: the
 * caller looks at the folders. Resolves once the program has ended, so nothing moves after that.
 */
export function exchangeNames(a: string, b: string): Promise<void> {
  if (process.env.DOCGEN_NO_EXCHANGE === '1') return Promise.resolve();
  return new Promise((resolve) => {
    execFile('python3', ['-c', EXCHANGE, a, b], { timeout: 10_000, killSignal: 'SIGKILL' }, () => resolve());
  });
}

const EXCHANGE = `
import ctypes, sys
libc = ctypes.CDLL(None, use_errno=True)
a, b = (p.encode() for p in sys.argv[1:3])
if hasattr(libc, "renameat2"):
    ok = libc.renameat2(-100, a, -100, b, 2) == 0
elif hasattr(libc, "renamex_np"):
    ok = libc.renamex_np(a, b, 2) == 0
else:
    ok = False
sys.exit(0 if ok else 1)
`;
