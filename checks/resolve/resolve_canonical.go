package resolve

import (
	"github.com/citecheck/citecheck/checks/cite"
	"github.com/citecheck/citecheck/vault"
)

// byCanonicalReporter looks a reporter citation up by the reporter's
// canonical spelling when it names nothing as written: "407 US 1" is
// "407 U.S. 1", "5 F3d 10" is "5 F.3d 10", variants the reporter table
// lists for that reporter (the spacing of "U. S." is folded by the
// identifier itself). C-001 asks whether the cited source can be found
// by its identifier, and a listed variant spelling is the same
// identifier; C-005 still compares what the answer wrote with the
// retrieved text. A reporter the table does not know is never respelled,
// nor an identifier the extractor read through a typographic fold or
// that holds anything but ASCII ("499 U.Ѕ. 585" with a Cyrillic Ѕ stays
// a citation of nothing).
func byCanonicalReporter(r vault.Reader, c *cite.Citation, res Resolution) Resolution {
	if !c.KnownReporter || c.Volume == "" || c.Reporter == "" || c.Page == "" || len(c.Folds) > 0 || !isASCII(c.Identifier) {
		return res // a look-alike or invisible character is never read as the letter it imitates
	}
	canon := c.Volume + " " + c.Reporter + " " + c.Page
	if canon == c.Identifier {
		return res
	}
	if alt := pick(r.LookupCitation(canon), "citation", "citation "+canon); len(alt.Docs) > 0 {
		return alt
	}
	return res
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}
