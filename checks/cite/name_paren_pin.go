package cite

// parenLocators reads, after a document's name, a parenthesis that holds
// locators and nothing else ("the MSA (Section 14.1)", "Bremen (p. 10)",
// "the Handbook (¶¶ 3-4)"), and returns them with the offset past the
// closing parenthesis; none when the parenthesis holds anything else ("the
// MSA (2019)", "Bremen (the 1972 case)"). Answers write a name so as they
// write an ID ("DOC-4 (p. 3)"), and read as prose the name cited nothing.
func parenLocators(s string, end, limit int) ([]loc, int) {
	q := skipSpaces(s, end, 1)
	if q >= limit || s[q] != '(' {
		return nil, end
	}
	locs, le := readLocators(s, q+1, limit)
	if len(locs) == 0 || le >= limit || s[le] != ')' {
		return nil, end
	}
	for _, l := range locs {
		if l.kind == "unread" {
			return nil, end
		}
	}
	return locs, le + 1
}
