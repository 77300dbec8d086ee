package mdtext

import (
	"html"
	"regexp"
	"strings"
)

// HTML anchors. Assistants that mix HTML into Markdown write a link as
// an anchor: `<a href="vault://VLT-0001#c4">Bremen</a>`. Its tags were
// folded away like any tag, so its destination was never read: a Vault
// reference written that way was no citation at all, and an invented
// one escaped C-001. An anchor is recorded as the Markdown link it
// renders as: its text spans what the reader sees between the tags, its
// destination is the href's value (entities decoded), and the whole
// anchor as written is its original span.

// openAnchor is an anchor whose "</a>" has not been read yet.
type openAnchor struct {
	start, oStart int // reader offset of its text, source offset of "<a"
	href          string
}

// hrefAttr is an anchor's href attribute, quoted or not.
var hrefAttr = regexp.MustCompile(`(?is)^<a\s(?:[^>]*?\s)?href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))`)

// htmlAnchor opens an anchor at an "<a href=...>" tag and records the
// link at its "</a>". tag is the tag lower-cased, written as written;
// start is the reader offset at the tag, o and oEnd its source span. An
// anchor left open at the end of the block, or opened inside another,
// records nothing.
func (il *inlineWriter) htmlAnchor(tag, written string, start, o, oEnd int) {
	switch {
	case strings.HasPrefix(tag, "<a ") || strings.HasPrefix(tag, "<a\t") || strings.HasPrefix(tag, "<a\n"):
		m := hrefAttr.FindStringSubmatch(written)
		if m == nil || il.anchor != nil {
			il.anchor = nil
			return
		}
		href := m[1] + m[2] + m[3]
		il.anchor = &openAnchor{start: start, oStart: o, href: html.UnescapeString(strings.TrimSpace(href))}
	case tag == "</a>":
		a := il.anchor
		il.anchor = nil
		if a == nil || a.href == "" {
			return
		}
		il.addLink(a.start, start, a.oStart, oEnd, a.href, "", false)
	}
}
