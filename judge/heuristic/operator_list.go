package heuristic

// A list of what a court did, each act its own verb: "called the rule
// error, vacated the order and remanded". An operator right before a
// comma ("error,") still governs what follows the comma, so that an
// operator can reach past an aside; but when what follows the comma is
// itself an operator, it is the next act of the list, not the first
// one's object, and "vacated" read under "error" comes out as its
// opposite (not vacated). The earlier operator's force ends at the
// comma when an operator follows it directly.

// actionAfterComma reports whether the operator at toks[i] follows a
// comma that closes an earlier operator's reach (opAt, -1 for none).
func actionAfterComma(toks []tok, i, opAt int) bool {
	return opAt >= 0 && i >= 1 && toks[i-1].kind == tokPunct && toks[i-1].low == "," && opAt < i-1
}
