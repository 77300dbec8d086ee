package resolve

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/citecheck/citecheck/checks/cite"
	"github.com/citecheck/citecheck/vault"
)

// CheckLinkTexts fails a Markdown link whose text names one document and
// whose target is another ("[VLT-0016, § 2](vault://VLT-0001#c4)",
// "[Carnival, 499 U.S. 585](vault://VLT-0001)"), as a name/identifier
// mismatch, the way a case name written with another case's reporter
// citation already fails: a reader sees the text, the grader follows
// the target, and the two must be the same source. What the text names
// is read with the answer's own extractor (IDs, reporter, WL and Lexis
// citations, file names, titles in italics or quotes) and, for plain
// text, as a title or alias; text that names no source ("here", "p. 10")
// is not checked. A citation in the text that names no Vault document is
// a mismatch too: the text cites a source the target is not. A link to
// a Vault file by its path or URL (cite: scan_file_links.go) is checked
// the same way.
func CheckLinkTexts(r vault.Reader, x Extractor, a *cite.Answer, res []Resolution) {
	for i := range a.Citations {
		c := &a.Citations[i]
		if c.Kind != cite.KindVault && c.Kind != cite.KindFile || strings.TrimSpace(c.Name) == "" || res[i].Doc == "" || x == nil {
			continue
		}
		named, unknown, short := linkTextNames(r, x, c.Name)
		target := res[i].Doc
		var others []string
		for _, cands := range named {
			if !slices.Contains(cands, target) {
				// This identifier of the text names only other documents
				// (an ambiguous name that includes the target is fine).
				for _, d := range cands {
					if !slices.Contains(others, d) {
						others = append(others, d)
					}
				}
			}
		}
		sort.Strings(others)
		text, dest := "the link text", "the link's target"
		if !strings.Contains(c.Text, c.Name) {
			// a Vault ID written after a citation as its tag ("..., 223
			// (CI-001)"; cite.Extractor): the citation is its text
			text, dest = "the citation tagged with the Vault ID", "the ID"
		}
		if short && len(others) == 0 && text != "the link text" {
			// "Id. at 12 (VLT-0002)": the short form names its document
			// through its antecedent, so the tag is compared with that
			if j := taggedShortForm(a, i); j >= 0 && res[j].Doc != "" && res[j].Doc != target {
				res[i].Problem = joinProblems(res[i].Problem, fmt.Sprintf("mismatch: %s %q refers to %s but %s is %s",
					text, c.Name, res[j].Doc, dest, target))
				continue
			}
		}
		switch {
		case len(others) > 0:
			res[i].Problem = joinProblems(res[i].Problem, fmt.Sprintf("mismatch: %s %q names %s but %s is %s",
				text, c.Name, strings.Join(others, ", "), dest, target))
		case len(unknown) > 0 && len(named) == 0:
			res[i].Problem = joinProblems(res[i].Problem, fmt.Sprintf("mismatch: %s %q cites %s, which names no Vault document, but %s is %s",
				text, c.Name, quoteEach(unknown), dest, target))
		}
	}
}

// linkTextNames lists, for each identifier in a link's text, the
// documents it may name (one, or several when ambiguous), and the
// identifiers that name none.
//
// short reports whether the text holds an Id., supra or short citation,
// which names its document only through the answer (taggedShortForm).
func linkTextNames(r vault.Reader, x Extractor, text string) (named [][]string, unknown []string, short bool) {
	if sub := x.Extract(text); sub != nil && sub.Limit == nil {
		for k := range sub.Citations {
			sc := &sub.Citations[k]
			switch sc.Kind {
			case cite.KindID, cite.KindSupra, cite.KindShort:
				short = true
				continue // refer to something else in the answer, not here
			}
			// resolved as the same citation in prose is: a title the
			// extractor matched by the Vault's own spellings (the part
			// before a subtitle, "Matter 7715 memo" of "Matter 7715
			// memo: Corvane ...") resolves to that document
			rs := resolveDisguised(r, sc, resolveOwn(r, sc))
			switch {
			case rs.Doc != "":
				named = append(named, []string{rs.Doc})
			case len(rs.Docs) > 0:
				named = append(named, rs.Docs)
			default:
				unknown = append(unknown, firstNonBlank(sc.Identifier, sc.Name, sc.Text))
			}
		}
	}
	if len(named) == 0 && len(unknown) == 0 {
		// Plain words: a title or alias ("Carnival", "The Bremen").
		if docs := r.LookupName(strings.Trim(text, " *_\"“”'‘’")); len(docs) > 0 {
			named = append(named, docs)
		}
	}
	return named, unknown, short
}

// taggedShortForm finds the Id., supra or short citation that the Vault
// ID tag a.Citations[i] is written after: the nearest citation ending
// before the tag whose text, folded as the tag's Name is, is that Name;
// -1 when there is none.
func taggedShortForm(a *cite.Answer, i int) int {
	c := &a.Citations[i]
	best := -1
	for j := range a.Citations {
		f := &a.Citations[j]
		switch f.Kind {
		case cite.KindID, cite.KindSupra, cite.KindShort:
		default:
			continue
		}
		if j == i || f.End > c.Start || best >= 0 && a.Citations[best].End >= f.End {
			continue
		}
		if strings.Join(strings.Fields(strings.NewReplacer("*", "", "_", "").Replace(f.Text)), " ") == c.Name {
			best = j
		}
	}
	return best
}

// quoteEach quotes every string Go-style and joins them with commas.
func quoteEach(ss []string) string {
	q := make([]string, len(ss))
	for i, s := range ss {
		q[i] = fmt.Sprintf("%q", s)
	}
	return strings.Join(q, ", ")
}
