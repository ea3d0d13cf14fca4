import { defineFuzzShard } from './fuzz-suite.ts';

// One third of the root fields (fuzz-suite.ts deals them by name).
defineFuzzShard(2);
