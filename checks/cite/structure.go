package cite

import "strings"

// blockKind is what a Markdown block is, for proposition splitting.
type blockKind uint8

const (
	blockPara blockKind = iota
	blockListItem
	blockHeading
	blockFootnote
	blockCode
)

// block is a run of lines that form one paragraph, list item, heading,
// footnote definition or code block. start..end spans its content (list
// markers and the footnote label excluded).
type block struct {
	kind       blockKind
	start, end int
	label      string // footnote label
	defStart   int    // start of the whole footnote definition line
	// lead is the end of an emphasised lead-in that opens the block
	// ("**Pleading around the clause rarely works.**"), or -1: no
	// sentence ends inside it, so it belongs to the block's first
	// sentence instead of standing as an uncited proposition.
	lead int
	// number is an ordered list item's number (0 otherwise).
	number int
	// quote marks a block inside a block quote; asked one that
	// reproduces the question (no proposition).
	quote, asked bool
	// states marks a footnote definition or Sources entry that states
	// law (statements.go): its statements are propositions.
	states bool
	// level is a heading's level, 1-6 for "#".."######" (0 for a line
	// that heads what follows without being a Markdown heading: a bold
	// line alone, "Sources:"; sectionLevel reads it as below every
	// Markdown level).
	level int
}

// docStructure is the Markdown outline of an answer.
type docStructure struct {
	blocks    []block
	footnotes []*block // footnote definitions, in order
	markers   []marker // footnote markers "[^2]" outside definitions
	// notes maps where a line's text starts to the superscript note
	// number it opened with ("¹ Bremen ..."; numbered_superscript.go)
	notes map[int]string
	// firstMarked maps a label to where its first marker starts, built on
	// the first markedBefore (the markers are complete by then).
	firstMarked map[string]int
	// inlineUndo, when set, is the blocks as they were before a one-line
	// Sources list starting at inlineAt was split into entries
	// (sources_inline.go).
	inlineUndo []block
	inlineAt   int
}

// marker is a footnote reference in the text.
type marker struct {
	start, end int
	label      string
}

// markedBefore reports whether a marker of label stands before offset i,
// or at it (a superscript's marker is empty, at the end of its block):
// one lookup, however many names an answer asks about.
func (d *docStructure) markedBefore(label string, i int) bool {
	if d.firstMarked == nil {
		d.firstMarked = make(map[string]int, len(d.markers))
		for _, m := range d.markers {
			if at, ok := d.firstMarked[m.label]; !ok || m.start < at {
				d.firstMarked[m.label] = m.start
			}
		}
	}
	at, ok := d.firstMarked[label]
	return ok && at <= i
}

// footnoteAt returns the footnote definition holding offset i, or nil.
func (d *docStructure) footnoteAt(i int) *block {
	for _, f := range d.footnotes {
		if i >= f.defStart && i < f.end {
			return f
		}
	}
	return nil
}

// parseStructure splits s into blocks and finds footnote markers.
func parseStructure(s string) *docStructure {
	d := &docStructure{}
	var cur *block
	flush := func() {
		if cur != nil {
			d.blocks = append(d.blocks, *cur)
			cur = nil
		}
	}
	inCode := false
	for ls := 0; ls < len(s); {
		le := strings.IndexByte(s[ls:], '\n')
		if le < 0 {
			le = len(s)
		} else {
			le += ls
		}
		line := s[ls:le]
		trimmed := strings.TrimLeft(line, " \t")
		// a block quote reads as the text it quotes
		for strings.HasPrefix(trimmed, ">") {
			trimmed = strings.TrimLeft(trimmed[1:], " \t")
		}
		indent := len(line) - len(trimmed)
		content := strings.TrimRight(trimmed, " \t\r")
		switch {
		case strings.HasPrefix(content, "```") || strings.HasPrefix(content, "~~~"):
			flush()
			inCode = !inCode
			d.blocks = append(d.blocks, block{kind: blockCode, start: ls, end: le, lead: -1})
		case inCode:
			d.blocks = append(d.blocks, block{kind: blockCode, start: ls, end: le, lead: -1})
		case content == "":
			flush()
		case strings.HasPrefix(content, "#") && headingLevel(content) > 0:
			flush()
			d.blocks = append(d.blocks, block{kind: blockHeading, start: ls + indent, end: ls + indent + len(content), lead: -1, level: headingLevel(content)})
		case indent < 4 && footnoteDef(content) != "":
			flush()
			label := footnoteDef(content)
			cs := ls + indent + len(label) + 4
			cur = &block{kind: blockFootnote, start: cs, end: ls + indent + len(content), label: label, defStart: ls + indent, lead: -1}
		case listMarker(content) > 0 && !(cur != nil && cur.kind == blockFootnote && indent > 0):
			flush()
			m := listMarker(content)
			cur = &block{kind: blockListItem, start: ls + indent + m, end: ls + indent + len(content), lead: -1}
		default:
			if cur == nil {
				cur = &block{kind: blockPara, start: ls + indent, end: ls + indent + len(content), lead: -1}
			} else {
				cur.end = ls + indent + len(content)
			}
		}
		ls = le + 1
	}
	flush()
	for i := range d.blocks {
		if d.blocks[i].kind == blockFootnote {
			d.footnotes = append(d.footnotes, &d.blocks[i])
		}
	}
	// footnote markers outside definitions
	for i := 0; i < len(s); {
		k := strings.Index(s[i:], "[^")
		if k < 0 {
			break
		}
		k += i
		e := strings.IndexByte(s[k:], ']')
		if e < 0 {
			break
		}
		e += k
		label := s[k+2 : e]
		if label != "" && len(label) <= 20 && !strings.ContainsAny(label, " \n[") && !(e+1 < len(s) && s[e+1] == ':' && d.footnoteAt(k) != nil) {
			d.markers = append(d.markers, marker{k, e + 1, label})
		}
		i = e + 1
	}
	return d
}

// headingLevel returns the level of an ATX heading ("## x" -> 2), or 0.
func headingLevel(line string) int {
	n := 0
	for n < len(line) && line[n] == '#' {
		n++
	}
	if n == 0 || n > 6 || (n < len(line) && line[n] != ' ') {
		return 0
	}
	return n
}

// footnoteDef returns the label of a footnote definition line
// ("[^2]: ..." -> "2"), or "".
func footnoteDef(line string) string {
	if !strings.HasPrefix(line, "[^") {
		return ""
	}
	e := strings.Index(line, "]:")
	if e < 3 || strings.ContainsAny(line[2:e], " ]") {
		return ""
	}
	return line[2:e]
}

// listMarker returns the length of a list marker and the space after it
// ("- ", "* ", "1. ", "2) "), or 0.
func listMarker(line string) int {
	if len(line) >= 2 && (line[0] == '-' || line[0] == '*' || line[0] == '+') && line[1] == ' ' {
		return 2
	}
	n := 0
	for n < len(line) && n < 3 && isDigit(line[n]) {
		n++
	}
	if n > 0 && n+1 < len(line) && (line[n] == '.' || line[n] == ')') && line[n+1] == ' ' {
		return n + 2
	}
	return 0
}
