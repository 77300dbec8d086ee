package cite

import (
	"net/url"
	"strings"

	"github.com/citecheck/citecheck/checks/cite/mdtext"
)

// A link whose destination is a path or URL ending in a Vault file's
// name ("[Bremen](https://dms.example/cases/bremen-v-zapata.pdf)", or
// "[Bremen][1]" with "[1]: /data/bremen-v-zapata.pdf "Bremen"") cites
// that file, as the same URL written as text does (scanFiles): the reader
// follows the link to the document. Before, only vault:// destinations
// were read, so a link to a Vault file was no citation and its text
// ("Bremen") a mere mention: nothing about it was checked, and link text
// naming another case than the file passed. The link text is the
// citation's name, so checks/resolve compares the two (C-001), and a PDF
// open parameter ("#page=10") or the text's own pin is its locator. A
// link title (the hover text of a definition) is not read: the reader
// does not see it.

// fileLink returns the file citation of link l, or nil when its
// destination does not end in a Vault file's name.
func (e *Extractor) fileLink(s string, l mdtext.Link) *cand {
	name, frag := linkFileName(l.Dest) // as the reader's browser follows it
	if name == "" || !e.knownFile(strings.ToLower(name)) {
		return nil
	}
	if w, _ := linkFileName(l.DestWritten); w != "" {
		name = w // a disguise in the name stays in the identifier, so C-001 fails it
	}
	c := e.newCand(l.Start, l.End, prioVault)
	c.Kind = KindFile
	c.origSpan = [2]int{l.OrigStart, l.OrigEnd}
	c.fileWritten = name
	for _, kv := range strings.Split(frag, "&") {
		if k, v, ok := strings.Cut(kv, "="); ok && k == "page" && v != "" {
			c.locs = append(c.locs, loc{"page", v}) // "file.pdf#page=10", as PDF viewers open it
		}
	}
	if len(c.locs) == 0 {
		c.locs = linkTextLocators(s, l.Start, l.End)
	}
	if l.End > l.Start {
		c.name = [2]int{l.Start, l.End}
	}
	return c
}

// linkFileName splits a destination into the file name its path ends in
// (percent-decoded: "Acme%20MSA.pdf" is "Acme MSA.pdf") and its fragment;
// name is "" when the last segment has no file extension the scanner
// knows.
func linkFileName(dest string) (name, frag string) {
	d := dest
	if i := strings.IndexByte(d, '#'); i >= 0 {
		d, frag = d[:i], d[i+1:]
	}
	if i := strings.IndexByte(d, '?'); i >= 0 {
		d = d[:i]
	}
	d = strings.TrimRight(d, "/")
	if i := strings.LastIndexAny(d, "/\\"); i >= 0 {
		d = d[i+1:]
	}
	if u, err := url.PathUnescape(d); err == nil {
		d = u
	}
	dot := strings.LastIndexByte(d, '.')
	if dot <= 0 || !fileExts[strings.ToLower(d[dot+1:])] {
		return "", ""
	}
	return d, frag
}

// linkTrailing reads the locators written right after a link, on its
// line ("[Bremen](vault://VLT-0001), p. 10", "[MSA](/data/Acme-MSA.pdf)
// at § 14.2"), as those after a bare Vault ID are read, and adds them to
// the ones its destination or text names: both places are checked.
// Before, they were dropped, so "[Bremen](vault://VLT-0001#c3), p. 99"
// passed C-009 on chunk 3 alone, and "[Bremen](vault://VLT-0001), p. 10"
// failed as citing the whole document. end is where the link ends in s.
func linkTrailing(s string, c *cand, end int) {
	limit := min(len(s), end+trailingWindow)
	if nl := strings.IndexByte(s[end:limit], '\n'); nl >= 0 {
		limit = end + nl
	}
	locs, le := readLocatorsFor(s, end, limit, nil)
	if p := afterRefSeparator(s, c.Start, end, limit); len(locs) == 0 && p > end {
		if l2, le2 := readLocatorsFor(s, p, limit, nil); len(l2) > 0 {
			locs, le = l2, le2 // "[Bremen](vault://VLT-0001) — p. 10", "(p. 10)"
			if p == end+2 && le < limit && s[le] == ')' {
				le++
			}
		}
	}
	if v, ve := bareNumberPin(s, end, limit); len(locs) == 0 && ve > 0 {
		locs, le = []loc{{"unread", v}}, ve // "[Bremen](vault://VLT-0001), 10" (bare_number.go)
	}
	if len(locs) == 0 {
		return
	}
	c.locs = append(c.locs, locs...)
	c.End = max(c.End, le)
}

// bareIDDest reports whether a link's destination is a Vault ID, with
// perhaps a chunk or query after it ("VLT-0001", "VLT-0001#c3"), as a
// reference definition "[1]: VLT-0001" writes it. Before, such a link
// was no citation: "[1]" with "[1]: VLT-0099" passed C-001 as citing no
// Vault source.
func (e *Extractor) bareIDDest(dest string) bool {
	if dest == "" {
		return false
	}
	end := e.idEnd(dest, 0, len(dest))
	return end > 0 && (end == len(dest) || dest[end] == '#' || dest[end] == '?')
}
