package printer

import (
	"regexp"
	"strings"
)

// Locator markup in a passage's text: star pages ("[*33]", Westlaw and
// reporter convention) and Markdown headings naming a section ("##
// Kennedy, J., concurring"). The reports show them as labels ("page 33",
// "section Kennedy, J., concurring") instead of markup a reviewer must
// decode.
var (
	reStarPage = regexp.MustCompile(`\[\*+(\d+[A-Za-z]?)\]`)
	reHeading  = regexp.MustCompile(`(?m)^[ \t]{0,3}#{1,6}[ \t]+([^\n]*?)[ \t#]*$`)
)

// labelled cuts a passage's pieces at its locator markup: each marker
// becomes a piece of its own with Label set (the page or section in
// words) and no markup left in the text around it. The pinned mark of a
// piece carries over to the text either side of a label inside it.
func labelled(pieces []passagePiece) []passagePiece {
	var out []passagePiece
	for _, p := range pieces {
		out = append(out, labelPiece(p)...)
	}
	return out
}

// labelPiece cuts one piece at its markup.
func labelPiece(p passagePiece) []passagePiece {
	type cut struct {
		start, end int
		label      string
	}
	var cuts []cut
	for _, m := range reStarPage.FindAllStringSubmatchIndex(p.Text, -1) {
		cuts = append(cuts, cut{m[0], m[1], "page " + p.Text[m[2]:m[3]]})
	}
	for _, m := range reHeading.FindAllStringSubmatchIndex(p.Text, -1) {
		if h := strings.TrimSpace(p.Text[m[2]:m[3]]); h != "" {
			cuts = append(cuts, cut{m[0], m[1], "section " + placeValue(h)})
		}
	}
	if len(cuts) == 0 {
		return []passagePiece{p}
	}
	sortCuts := func() {
		for i := 1; i < len(cuts); i++ {
			for j := i; j > 0 && cuts[j].start < cuts[j-1].start; j-- {
				cuts[j], cuts[j-1] = cuts[j-1], cuts[j]
			}
		}
	}
	sortCuts()
	var out []passagePiece
	at := 0
	brk := p.Break
	add := func(q passagePiece) {
		q.Break, brk = brk, false
		out = append(out, q)
	}
	for _, c := range cuts {
		if c.start < at {
			continue
		}
		if t := p.Text[at:c.start]; t != "" {
			add(passagePiece{Text: t, Mark: p.Mark})
		}
		add(passagePiece{Label: c.label})
		at = c.end
		// The label is a line of its own; the line breaks that ended the
		// markup's line (and the blank line after a heading) would leave
		// empty ones.
		for n := 0; n < 2 && at < len(p.Text) && p.Text[at] == '\n'; n++ {
			at++
		}
	}
	if t := p.Text[at:]; t != "" {
		add(passagePiece{Text: t, Mark: p.Mark})
	}
	return out
}

// plainPassage is a passage's text for a tooltip: the locator markup
// read as words ("page 33").
func plainPassage(s string) string {
	s = reStarPage.ReplaceAllString(s, "(page $1)")
	return reHeading.ReplaceAllString(s, "(section $1)")
}
