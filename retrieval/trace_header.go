package retrieval

import (
	"strings"

	"github.com/citecheck/citecheck/vault"
	"github.com/citecheck/citecheck/vault/textnorm"
)

// RAG systems often prepend a chunk's document metadata to its text
// before embedding and returning it ("Title: M/S Bremen v. Zapata ...",
// "Source: bremen-v-zapata.pdf", "407 U.S. 1 | 92 S. Ct. 1907"). Such a
// header is allowed when every one of its lines is exactly the
// document's own metadata; anything else in it is text that must be
// found in the document.

// maxHeaderLines bounds how many leading lines may be a header.
const maxHeaderLines = 8

// headerLabels are the labels a header line may carry before its value.
var headerLabels = map[string]bool{
	"title": true, "source": true, "file": true, "filename": true, "file name": true, "document": true,
	"doc": true, "document id": true, "doc id": true, "id": true, "citation": true, "citations": true,
	"cite": true, "name": true, "path": true, "url": true, "uri": true, "case": true,
}

// headerSeparators join several metadata values on one header line.
var headerSeparators = []string{" | ", " — ", " – ", " - ", "; ", " · ", " / "}

// headerCuts are the byte offsets in text where a leading header (lines
// that are each the document's metadata, blank lines between them
// allowed) may end, longest header first; none when the first line is
// not metadata. The caller tries the body after each cut in turn.
func headerCuts(text string, d *vault.Document) []int {
	var cuts []int
	off := 0
	for n := 0; n < maxHeaderLines && off < len(text); n++ {
		end := strings.IndexByte(text[off:], '\n')
		next := len(text)
		if end >= 0 {
			next = off + end + 1
		}
		line := text[off:next]
		if strings.TrimSpace(line) != "" {
			if !isMetadataLine(line, d) {
				break
			}
			cuts = append(cuts, next)
		}
		off = next
	}
	// Longest header first: the body left is the shortest text to find.
	for i, j := 0, len(cuts)-1; i < j; i, j = i+1, j-1 {
		cuts[i], cuts[j] = cuts[j], cuts[i]
	}
	return cuts
}

// isMetadataLine reports whether one line is exactly metadata of d:
// its title, an alias, a citation, its file name, its ID or an external
// ID, optionally labelled ("Title:") and marked up as a heading or in
// bold, several values joined by a separator.
func isMetadataLine(line string, d *vault.Document) bool {
	v := strings.TrimSpace(line)
	v = strings.TrimLeft(v, "#>")
	v = strings.Trim(strings.TrimSpace(v), "*_`")
	if i := strings.IndexByte(v, ':'); i > 0 && headerLabels[strings.ToLower(strings.TrimSpace(strings.Trim(v[:i], "*_")))] {
		v = strings.Trim(strings.TrimSpace(v[i+1:]), "*_`")
	}
	return v != "" && metadataValues(v, d, 0)
}

func metadataValues(v string, d *vault.Document, depth int) bool {
	if v = strings.TrimSpace(v); v != "" && isMetadataValue(v, d) {
		return true // before trimming: a title may end in a parenthesis ("Memo (Matter 2041)")
	}
	v = strings.TrimSpace(strings.Trim(v, "[]()\"“”"))
	if v == "" {
		return false
	}
	if isMetadataValue(v, d) {
		return true
	}
	if depth > 3 {
		return false
	}
	for _, sep := range headerSeparators {
		if !strings.Contains(v, sep) {
			continue
		}
		all := true
		for _, part := range strings.Split(v, sep) {
			if !metadataValues(part, d, depth+1) {
				all = false
				break
			}
		}
		if all {
			return true
		}
	}
	// A list of citations: "407 U.S. 1, 92 S. Ct. 1907".
	if strings.Contains(v, ", ") {
		for _, part := range strings.Split(v, ", ") {
			if !isCitationOf(part, d) {
				return false
			}
		}
		return true
	}
	return false
}

func isMetadataValue(v string, d *vault.Document) bool {
	f := textnorm.Fold(v)
	if f == d.ID || f == textnorm.Fold(d.Title) || (d.Filename != "" && f == d.Filename) || isCitationOf(v, d) {
		return true
	}
	for _, a := range d.Aliases {
		if f == textnorm.Fold(a) {
			return true
		}
	}
	for _, e := range d.ExternalIDs {
		if f == e {
			return true
		}
	}
	return false
}

func isCitationOf(v string, d *vault.Document) bool {
	k := vault.CitationKey(v)
	for _, c := range d.Citations {
		if vault.CitationKey(c) == k {
			return true
		}
	}
	return false
}
