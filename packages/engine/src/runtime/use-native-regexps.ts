// A program's first import (the server's main): the engine's patterns compile to machine code at
// their first run (decision 0077).
import { compileRegexpsNatively } from './native-regexps.js';

compileRegexpsNatively();
