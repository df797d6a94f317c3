// The last step of `npm run bench`: removes what the benchmarks set aside (see lib/trash.mjs).
import { emptyTrash } from './lib/trash.mjs';

emptyTrash();
