package cite

// A code named with an abbreviation the tables lack ("Env. Prot. Code §
// 27-211", "Nat. Res. Code", "Pub. Contr. Code"): the walk back over the
// code's name stopped at the first such word, taking it for the previous
// sentence's last word, so the citation was "Code § 27-211" and each
// abbreviation was a sentence of its own. State codes are abbreviated in
// more ways than any table holds; the shape of the name is what is
// general. Inside the name of a code whose last word is a code word
// ("Code", "Law", "Stat."), a capitalised word of two to six letters
// ending in a period is read as one more abbreviation of the name, unless
// it is a word sentences end with ("Act.", "Court.").

// codeNameEnds are the last words of a code's name, right before "§".
var codeNameEnds = map[string]bool{"Code": true, "Code,": true, "Law": true, "Law,": true, "Laws": true, "Laws,": true, "Stat.": true, "Stat.,": true, "Stats.": true, "Ann.": true, "Ann.,": true, "Regs.": true}

// sentenceEndWords are short capitalised words a sentence often ends with
// before a code citation, which are never taken for abbreviations.
var sentenceEndWords = map[string]bool{"Act.": true, "Acts.": true, "Code.": true, "Law.": true, "Laws.": true, "Court.": true, "Rule.": true, "Rules.": true, "Id.": true, "Ibid.": true, "Here.": true, "Yes.": true, "No.": true, "Agency.": true, "State.": true, "Party.": true, "Title.": true, "Plan.": true, "Lease.": true, "Bank.": true, "Board.": true}

// unlistedCodeAbbrev reports whether w, read walking back over a code's
// name whose last word is last, is an abbreviation of that name: a
// capital and one to five lower-case letters or apostrophes, then a
// period.
func unlistedCodeAbbrev(w, last string) bool {
	if !codeNameEnds[last] || sentenceEndWords[w] || len(w) < 3 || len(w) > 7 || w[len(w)-1] != '.' || !isUpper(w[0]) {
		return false
	}
	for i := 1; i < len(w)-1; i++ {
		if !isLower(w[i]) && w[i] != '\'' {
			return false
		}
	}
	return true
}
