package cite

import (
	"regexp"
	"strings"
)

// publicLawRe reads a public or private law by its number, after its
// literal start: "Pub. L. No. 111-148", "Pub. L. 104-67", "Pub.L.
// 107-006", "Public Law No. 117-174", "Public Law Number 107-743",
// "Private Law 115-1", "Pvt. L. No. 112-1" (reporters-db's laws table).
// The number is the Congress and the law's number in it, part of the
// identifier; a section after a comma ("Pub. L. No. 111-148, § 1101")
// is its locator.
var publicLawRe = regexp.MustCompile(`^((?:Pub\. ?L\.|Public Law|Private Law|Pvt\. ?L\.|Priv\. ?L\.)(?: No\.| Number)?) ?(\d{1,3}-\d{1,4})\b`)

// publicLawStarts are the literals a public or private law's name opens
// with; each is searched for, so prose without them costs one index each.
var publicLawStarts = []string{"Pub.", "Public Law", "Private Law", "Pvt.", "Priv."}

// statutesAtLargeRe is a Statutes at Large citation right after a
// public law's number.
var statutesAtLargeRe = regexp.MustCompile(`^,\s?\d{1,3} Stat\. `)

// publicLawSectionRe reads ", § 1101" (or "sec. 1101") after the law's
// number.
var publicLawSectionRe = regexp.MustCompile(`^,\s?(?:§|[Ss]ec\.|[Ss]ection)\s?(\d[\w.-]*?(?:\([A-Za-z0-9]+\))*)(?:[^\w.-]|\.(?:\s|$)|$)`)

// publicLaws finds public and private laws cited by number. Before, they
// were prose unless a Statutes at Large citation followed ("Pub. L. No.
// 104-67, 109 Stat. 737", read by the reporter scanner, whose candidate
// wins over this one), so an answer citing a public law the Vault does
// not hold passed C-001 with nothing looked up.
func (e *Extractor) publicLaws(s string) []*cand {
	var out []*cand
	for _, lit := range publicLawStarts {
		for i := 0; i < len(s) && !e.full(len(out)); {
			k := strings.Index(s[i:], lit)
			if k < 0 {
				break
			}
			k += i
			i = k + len(lit)
			if k > 0 && isAlnum(s[k-1]) {
				continue
			}
			m := publicLawRe.FindStringSubmatchIndex(s[k:min(len(s), k+40)])
			if m == nil {
				continue
			}
			end := k + m[1]
			if statutesAtLargeRe.MatchString(s[end:min(len(s), end+16)]) {
				continue // "Pub. L. No. 104-67, 109 Stat. 737": the reporter scanner reads it whole
			}
			c := e.newCand(k, end, prioStatute)
			c.Kind = KindStatute
			c.ident = [2]int{k, end}
			c.rep = [2]int{k + m[2], k + m[3]}
			c.Reporter = strings.Join(strings.Fields(s[k+m[2]:k+m[3]]), " ")
			// the law's number names the whole law, as a reporter
			// citation's page names a case: only a section pins it
			if sm := publicLawSectionRe.FindStringSubmatchIndex(s[end:min(len(s), end+40)]); sm != nil {
				sec := strings.TrimRight(s[end+sm[2]:end+sm[3]], ".")
				c.locs = []loc{{"section", sec}}
				c.End = end + sm[2] + len(sec)
			}
			out = append(out, c)
			i = c.End
		}
	}
	return out
}
