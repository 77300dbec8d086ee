// Package textnorm holds the string comparisons citecheck relies on to
// decide that two identifiers, or a topic term and a passage, are "the
// same": verbatim comparison (NFC and white-space folding only, so a
// zero-width character or a look-alike letter never matches), identifier
// comparison (spaces inside reporter abbreviations ignored), spoofing
// detection (Suspicious names each dangerous code point) and topic
// comparison (NFKC, case, hyphen and line-break variants folded).
//
// Every function is pure and safe for concurrent use.
package textnorm
