package mdtext

import (
	"math/rand"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/yuin/goldmark/parser"
	gtext "github.com/yuin/goldmark/text"
)

// TestPlainParagraphsAreInlineParse holds the plain-paragraph reading to
// goldmark's inline parse: readMarkdown with plain paragraphs hidden
// from it equals readMarkdown without (reflect.DeepEqual of the whole
// Text, pieces included) on the real texts, mdtext's fuzz corpus and
// generated texts mixing plain lines with every line start and byte
// that decides plainness (setext underlines, table rows, lists, block
// quotes, footnotes, trailing spaces, tabs, carriage returns, escapes,
// inline triggers). It fails if too few paragraphs were hidden for the
// comparison to test the plain reading.
func TestPlainParagraphsAreInlineParse(t *testing.T) {
	texts, _ := realTexts(t)
	if files, err := filepath.Glob(filepath.Join("testdata", "fuzz", "FuzzReaderText", "*")); err == nil {
		for _, f := range files {
			if data, err := os.ReadFile(f); err == nil {
				texts = append(texts, string(data))
			}
		}
	}
	pieces := []string{"word", "A plain line of text", " ", "  ", "\t", "\n", "\n\n", "\n    ", "   ", "\r\n", "  \n", "\\\n", "\\",
		"---", "===", "\n---\n", "\n===\n", "| a | b |", "\n|---|---|\n", "- ", "* ", "1. ", "2) ", "> ", ">> ", "# ", "[^1]: ",
		"[^1]", "[a](b)", "[x]: /u\n", "*", "_", "`", "<b>", "&amp;", "&nbsp;", "!", "]", "\u201c", "\u00a0", "\f", "\v", "918 F.3d 1102",
		"    code", "```\n", "<div>\n", ":", "-", "=", "\n- - -\n", "\n***\n"}
	rng := rand.New(rand.NewSource(28))
	for n := 0; n < 30000; n++ {
		var b strings.Builder
		for k := rng.Intn(30); k >= 0; k-- {
			b.WriteString(pieces[rng.Intn(len(pieces))])
		}
		texts = append(texts, b.String())
	}
	defer func(v bool) { plainParagraphs = v }(plainParagraphs)
	hidden := 0
	for _, s := range texts {
		plainParagraphs = false
		want := readMarkdown(s)
		plainParagraphs = true
		got := readMarkdown(s)
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("readMarkdown(%.200q): the plain-paragraph reading differs from goldmark's inline parse\ngot  %q\nwant %q", s, got.S, want.S)
		}
		hidden += countHidden(s)
	}
	t.Logf("%d texts, %d paragraphs read plain", len(texts), hidden)
	if hidden < 5000 {
		t.Fatalf("only %d paragraphs were read plain: the texts test too little of the plain reading", hidden)
	}
}

// countHidden is how many paragraphs of src the Markdown reading hides
// from the inline parse.
func countHidden(src string) int {
	p := parsers.Get().(parserType)
	defer parsers.Put(p)
	pc := newHidingContext()
	p.Parse(newReader(src), withContext(pc))
	h := pc.Get(hiddenKey).(hiddenLines)
	h.restoreUnread()
	return len(h)
}

type parserType = parser.Parser

func newHidingContext() parser.Context {
	pc := parser.NewContext()
	pc.Set(hiddenKey, hiddenLines{})
	return pc
}

func newReader(s string) gtext.Reader { return gtext.NewReader([]byte(s)) }

func withContext(pc parser.Context) parser.ParseOption { return parser.WithContext(pc) }
