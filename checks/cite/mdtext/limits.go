package mdtext

import "fmt"

// Limits bound what is given to the Markdown parser. goldmark v1.8.7
// costs more than linear time on some inputs (measured: "[a](" repeated
// 25,000 times, 100 KB, 4.8 s; a 5,000-column table, 19.8 s), always
// through unclosed brackets, many delimiters in one paragraph, many
// pipes in one line or deep nesting. Within these bounds its cost per
// byte is bounded (BenchmarkPathological); an answer past any of them is
// read as plain text, and Text.Fallback names the bound.
type Limits struct {
	// MaxBytes is the longest answer parsed as Markdown.
	MaxBytes int
	// MaxBracketDepth is how deep '[' (and, separately, '(') may nest
	// unclosed within one paragraph (text between blank lines).
	MaxBracketDepth int
	// MaxBackticks is the most '`' one paragraph may hold.
	MaxBackticks int
	// MaxDelimiters is the most emphasis and HTML delimiters ('*', '_',
	// '<') one paragraph may hold.
	MaxDelimiters int
	// MaxColumns is the most '|' one line may hold.
	MaxColumns int
	// MaxNesting is the deepest block quote or list nesting one line may
	// open: the '>' and list markers ("- ", "* ", "+ ", "1. ") that open
	// containers at its start, as CommonMark reads them. A run of rule
	// characters (a horizontal rule, a setext underline, a table's
	// delimiter row) opens nothing and counts nothing. goldmark's cost
	// grows with the square of one line's depth (measured: 10,000 '>'
	// 33 ms, 100,000 2.7 s; 100,000 "- " 17 s).
	MaxNesting int
	// MaxBrackets is the most '[' one paragraph may hold, closed or not,
	// and MaxBlocks the most paragraphs (runs of lines between blank
	// lines) one answer may hold: goldmark keeps a node of a few hundred
	// bytes for every bracket and every block, so past these its memory,
	// not its time, grows out of proportion to the answer (4 MiB of
	// "[VLT-0001]" paragraphs took 700 MB).
	MaxBrackets int
	MaxBlocks   int
}

// DefaultLimits are generous for answers (balanced brackets and
// parentheticals without number, a table of 64 columns, hundreds of
// emphasised words in a paragraph) and keep the parser's worst case to
// a few megabytes per second.
func DefaultLimits() Limits {
	return Limits{MaxBytes: 4 << 20, MaxBracketDepth: 16, MaxBackticks: 256, MaxDelimiters: 1024, MaxColumns: 64, MaxNesting: 32,
		MaxBrackets: 2048, MaxBlocks: 20000}
}

// byteClass marks the bytes exceeded counts; every other byte costs one
// table look-up.
var byteClass = [256]uint8{'\n': 1, ' ': 2, '\t': 2, '\r': 2, '[': 3, ']': 4, '(': 5, ')': 6, '`': 7,
	'*': 8, '_': 8, '<': 8, '|': 9}

// plainRun marks the bytes of classes 0 and 2 (ordinary bytes and
// spaces), which exceeded skips in runs.
var plainRun = func() (t [256]uint8) {
	for c := range t {
		if byteClass[c] == 0 || byteClass[c] == 2 {
			t[c] = 1
		}
	}
	return
}()

// exceeded returns why src is past the limits, or "". One pass, one
// table look-up per ordinary byte.
func (l Limits) exceeded(src string) string {
	if l.MaxBytes > 0 && len(src) > l.MaxBytes {
		return fmt.Sprintf("the answer is %d bytes, more than the %d read as Markdown", len(src), l.MaxBytes)
	}
	squares, parens, ticks, delims, line := 0, 0, 0, 0, 1
	brackets, blocks, inBlock := 0, 0, false
	pipes := 0
	blank := true // the current line is blank so far
	for i := 0; i < len(src); i++ {
		if i == 0 || src[i-1] == '\n' {
			if l.MaxNesting > 0 {
				if n := containerDepth(src, i); n > l.MaxNesting {
					return fmt.Sprintf("line %d nests block quotes or lists %d deep, more than %d", line, n, l.MaxNesting)
				}
			}
			// A rule line ("*****", "_____", "---|---") holds no inline
			// markup for the parser: its characters are no delimiters.
			if e := ruleLineEnd(src, i); e > i {
				if !inBlock { // a rule line is a block of its own
					blocks++
					if l.MaxBlocks > 0 && blocks > l.MaxBlocks {
						return fmt.Sprintf("line %d: the answer holds more than %d paragraphs", line, l.MaxBlocks)
					}
				}
				blank, inBlock = false, true
				i = e - 1
				continue
			}
		}
		cl := byteClass[src[i]]
		if cl != 1 && cl != 2 && !inBlock {
			// The first visible byte after a blank line opens a block.
			inBlock = true
			blocks++
			if l.MaxBlocks > 0 && blocks > l.MaxBlocks {
				return fmt.Sprintf("line %d: the answer holds more than %d paragraphs", line, l.MaxBlocks)
			}
		}
		if cl == 0 {
			blank = false
			// the ordinary bytes and spaces after one change nothing: no
			// line starts among them, the block is open and the line
			// is not blank
			for i+4 < len(src) && plainRun[src[i+1]]&plainRun[src[i+2]]&plainRun[src[i+3]]&plainRun[src[i+4]] == 1 {
				i += 4
			}
			for i+1 < len(src) && plainRun[src[i+1]] == 1 {
				i++
			}
			continue
		}
		switch cl {
		case 1:
			if blank {
				squares, parens, ticks, delims, brackets = 0, 0, 0, 0, 0
				inBlock = false
			}
			line++
			pipes, blank = 0, true
			continue
		case 2:
			continue
		}
		blank = false
		switch cl {
		case 3:
			squares++
			brackets++
			if l.MaxBrackets > 0 && brackets > l.MaxBrackets {
				return fmt.Sprintf("line %d: a paragraph holds more than %d brackets", line, l.MaxBrackets)
			}
			if l.MaxBracketDepth > 0 && squares > l.MaxBracketDepth {
				return fmt.Sprintf("line %d: brackets nest more than %d deep unclosed", line, l.MaxBracketDepth)
			}
		case 4:
			squares = max(0, squares-1)
		case 5:
			parens++
			if l.MaxBracketDepth > 0 && parens > l.MaxBracketDepth {
				return fmt.Sprintf("line %d: parentheses nest more than %d deep unclosed", line, l.MaxBracketDepth)
			}
		case 6:
			parens = max(0, parens-1)
		case 7:
			ticks++
			if l.MaxBackticks > 0 && ticks > l.MaxBackticks {
				return fmt.Sprintf("line %d: a paragraph holds more than %d backticks", line, l.MaxBackticks)
			}
		case 8:
			delims++
			if l.MaxDelimiters > 0 && delims > l.MaxDelimiters {
				return fmt.Sprintf("line %d: a paragraph holds more than %d emphasis or HTML delimiters", line, l.MaxDelimiters)
			}
		case 9:
			pipes++
			if l.MaxColumns > 0 && pipes > l.MaxColumns {
				return fmt.Sprintf("line %d holds more than %d table column separators", line, l.MaxColumns)
			}
		}
	}
	return ""
}

// containerDepth counts the containers the line starting at src[i]
// opens, as CommonMark reads its start: each '>' opens a block quote,
// each list marker ("-", "*" or "+", or up to nine digits and "." or
// ")", followed by a space, a tab or the line end) a list item, with up
// to three spaces before each. A line that is a thematic break ("- - -",
// "***") opens no list item there. The scan stays linear: the rest of
// the line is read for a thematic break at most once per marker
// character, since what stops it stops every later marker of that
// character too.
func containerDepth(src string, i int) int {
	n := 0
	// '-' and '*' -> offset before which no thematic break of that
	// character starts (two counters, not a table of 256 zeroed for
	// every line)
	var notBreak [2]int
	for {
		j := i
		for j < len(src) && j-i < 4 && (src[j] == ' ' || src[j] == '\t') {
			j++
		}
		if j >= len(src) {
			return n
		}
		switch c := src[j]; {
		case c == '>':
			n++
			i = j + 1
			if i < len(src) && src[i] == ' ' {
				i++
			}
			continue
		case c == '-' || c == '*' || c == '+':
			if !markerEnds(src, j+1) {
				return n
			}
			if c != '+' {
				nb := &notBreak[0]
				if c == '*' {
					nb = &notBreak[1]
				}
				if j >= *nb {
					stop := thematicBreakStop(src, j)
					if stop < 0 {
						return n
					}
					*nb = stop
				}
			}
			n++
			i = j + 1
			continue
		case c >= '0' && c <= '9':
			k := j
			for k < len(src) && k-j < 10 && src[k] >= '0' && src[k] <= '9' {
				k++
			}
			if k-j > 9 || k >= len(src) || src[k] != '.' && src[k] != ')' || !markerEnds(src, k+1) {
				return n
			}
			n++
			i = k + 1
			continue
		}
		return n
	}
}

// markerEnds reports whether a list marker ending before src[k] is
// followed by what a list marker needs: a space, a tab or the line end.
func markerEnds(src string, k int) bool {
	return k >= len(src) || src[k] == ' ' || src[k] == '\t' || src[k] == '\n' || src[k] == '\r'
}

// thematicBreakStop returns -1 when the rest of the line from src[j] is
// a thematic break (three or more of its first character, with nothing
// but spaces and tabs between them), else the offset of what stops it
// being one: no thematic break of that character starts before it.
func thematicBreakStop(src string, j int) int {
	c, count := src[j], 0
	for k := j; k < len(src) && src[k] != '\n'; k++ {
		switch src[k] {
		case c:
			count++
		case ' ', '\t', '\r':
		default:
			return k
		}
	}
	if count >= 3 {
		return -1
	}
	return len(src) // too few: no break of c starts anywhere on the line
}
