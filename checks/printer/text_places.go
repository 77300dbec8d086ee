package printer

import (
	"regexp"
	"strings"

	"github.com/citecheck/citecheck/checks/report"
)

// The text summary is read by a person, who looks for a passage in its
// document by page or section, not by the chunk ID report.json keys it
// under; the chunk ID stays (FORMATS.md names it), with its place
// beside it.

// reChunkRef finds a chunk ID in running text ("VLT-0001#c4").
var reChunkRef = regexp.MustCompile(`\b[A-Za-z0-9][A-Za-z0-9._:-]*#c\d+\b`)

// placeOfChunk is where chunk id sits in its document, in words ("page
// 3, section I"): the locators report.json stores with the passage,
// else the texts' chunk; "" when neither knows it or its document is
// withheld from the reader.
func placeOfChunk(x redactor, texts Texts, id string) string {
	if id == "" || x.denied(docOfChunk(id)) {
		return ""
	}
	if x.r != nil {
		if p, ok := x.r.Passages[id]; ok {
			if place := placeLabel(p.Locators); place != "" {
				return place
			}
		}
	}
	return chunkPlace(texts, id)
}

// placedIDs writes each chunk ID of s with its place: "VLT-0001#c4
// (page 10)", and "VLT-0027#c4 (¶ 2; rank 2)" where a parenthesis
// already follows it. An ID whose place is unknown is left as it is.
func placedIDs(s string, x redactor, texts Texts) string {
	if !strings.Contains(s, "#c") {
		return s
	}
	var b strings.Builder
	last := 0
	for _, m := range reChunkRef.FindAllStringIndex(s, -1) {
		place := placeOfChunk(x, texts, s[m[0]:m[1]])
		if place == "" {
			continue
		}
		b.WriteString(s[last:m[1]])
		last = m[1]
		if strings.HasPrefix(s[last:], " (") {
			b.WriteString(" (" + place + "; ")
			last += len(" (")
		} else {
			b.WriteString(" (" + place + ")")
		}
	}
	b.WriteString(s[last:])
	return b.String()
}

// PlaceChunkIDs is placedIDs for the other text printers (the suite's
// table of mismatches): each chunk ID of s followed by its place as r's
// passages record it, never for a document r marks as not readable.
func PlaceChunkIDs(s string, r *report.Report) string {
	if r == nil {
		return s
	}
	return placedIDs(s, redactor{on: true, r: r}, r.Texts())
}
