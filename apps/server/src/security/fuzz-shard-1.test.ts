import { defineFuzzShard } from './fuzz-suite.ts';

// One third of the root fields (fuzz-suite.ts deals them by name), and the malformed bodies.
defineFuzzShard(0);
