package mdtext

import (
	"encoding/json"
	"math/rand"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// repoRoot is the directory holding go.mod.
func repoRoot(t testing.TB) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for d := dir; ; d = filepath.Dir(d) {
		if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
			return d
		}
		if filepath.Dir(d) == d {
			t.Fatal("repository root not found")
		}
	}
}

// jsonStrings appends every string value in a decoded JSON document.
func jsonStrings(v any, out []string) []string {
	switch x := v.(type) {
	case string:
		out = append(out, x)
	case []any:
		for _, e := range x {
			out = jsonStrings(e, out)
		}
	case map[string]any:
		for _, e := range x {
			out = jsonStrings(e, out)
		}
	}
	return out
}

// realTexts are the texts the fast path is held to on real input: every
// string of every fixture response of every suite (answers, provider
// outputs, passages), the benchmark opinion, the eyecite cases, and the
// fuzz corpora of both packages.
func realTexts(t *testing.T) (texts []string, opinion string) {
	root := repoRoot(t)
	paths, err := filepath.Glob(filepath.Join(root, "fixtures", "*", "responses", "*.json"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("fixture responses: %v (%d files)", err, len(paths))
	}
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		var v any
		if err := json.Unmarshal(data, &v); err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		texts = jsonStrings(v, texts)
	}
	shared := filepath.Join(root, "..", "shared", "data", "eyecite")
	if data, err := os.ReadFile(filepath.Join(shared, "opinion.txt")); err == nil {
		opinion = string(data)
		texts = append(texts, opinion)
		// every paragraph of it on its own, and its first lines
		texts = append(texts, strings.Split(opinion, "\n\n")...)
		lines := strings.Split(opinion, "\n")
		for n := 1; n < len(lines); n += 7 {
			texts = append(texts, strings.Join(lines[:n], "\n"), strings.Join(lines[len(lines)-n:], "\n"))
		}
	} else {
		t.Logf("shared opinion not present (%v): held to the fixtures and generated text only", err)
	}
	if data, err := os.ReadFile(filepath.Join(shared, "eyecite_find_cases.json")); err == nil {
		var v any
		if err := json.Unmarshal(data, &v); err != nil {
			t.Fatal(err)
		}
		texts = jsonStrings(v, texts)
	}
	for _, dir := range []string{filepath.Join(root, "checks", "cite", "testdata", "fuzz"), filepath.Join(root, "checks", "cite", "mdtext", "testdata", "fuzz")} {
		_ = filepath.Walk(dir, func(p string, info os.FileInfo, err error) error {
			if err != nil || info.IsDir() {
				return nil
			}
			data, err := os.ReadFile(p)
			if err != nil {
				return nil
			}
			// go test fuzz v1 files: string("...") lines; the raw bytes
			// are as good a test input as the decoded string
			texts = append(texts, string(data))
			return nil
		})
	}
	return texts, opinion
}

// simpleCases are inputs on the edges of what the fast path accepts:
// each must read exactly as goldmark reads it, accepted or not; simple
// says whether the fast path should accept it (so the table tests the
// proof's reach too).
var simpleCases = []struct {
	src    string
	simple bool
}{
	{"", true},
	{"\n\n\n", true},
	{"   \n  \n", true},
	{"One line.", true},
	{"One line.\n", true},
	{"Trailing spaces.   \nNext line  \n\n\nThird para.  ", true},
	{"  indented start\n      deeply continued\n  and back", true},
	{"    code first\n\npara", true},
	{"para\n    lazy continuation, not code\n\n    code after blank\n      more\n\n\n    still code\n  \nend", true},
	{"    code\n      \n  \n    code\n   \n\n", true},
	{"    code\n  back to para\n    continued", true},
	{"Brown v. Board of Education, 347 U. S. 483 (1954).", true},
	{"the [racial] classification “[t]he Court” a[d] [is]", true},
	{"Timber & Lumber Co. and S&E and &amp; and &nbsp;x &#45; &bogus;", true},
	{"a * b * c and 2*3 and snake_case_name and ____ (2013)", true},
	{"          *     *    *\n", true},
	{"para\n                   _________________\n", true},
	{"?_s=PM:US (as visited", true},
	{"a _b and c", true},
	{"a _b_ c", false},
	{"a *b* c", false},
	{"a **b** c", false},
	{"*a\nb*", false},
	{"a _a\n\nb_ c", true}, // emphasis does not cross a blank line
	{"_a at a line start is declined", false},
	{"\fpage break\f and\f\n\f2 FISHER v. TEXAS", true},
	{"\f*x\f*", false},
	{"\f*x*", false},
	{"x_y_ z", true},
	{"Id. at 5.¹ Next² and ¹,³", true},
	{"dash \u2013 nbsp\u00a0 zwsp\u200b look\u0430like \uff14", true},
	{"\xff\xfe broken \xc3 utf-8", true},
	{"1. list", false},
	{"para\n1. interrupts", false},
	{"para\n2. does not interrupt", true},
	{"326. opens a list", false},
	{"page 326. But this is text", true},
	{"1) list", false},
	{"- item", false},
	{"+ item", false},
	{"* item", false},
	{"# Heading", false},
	{"#hashtag", false},
	{"> quote", false},
	{"Title\n=====", false},
	{"Title\n-----", false},
	{"a\n    ---", false},
	{"a | b\n--|--", false},
	{"a\n:--", false},
	{"***", false},
	{"___", false},
	{"```\ncode\n```", false},
	{"~~~\ncode\n~~~", false},
	{"`code`", false},
	{"<b>x</b>", false},
	{"<https://x.example>", false},
	{"a\\*b", false},
	{"hard\\\nbreak", false},
	{"[link](https://x)", false},
	{"![img](x.png)", false},
	{"[ref][1]", false},
	{"[1]: https://x", false},
	{"[ref]\n\n[ref]: https://x", false},
	{"note[^1]", false},
	{"tab\there", false},
	{"crlf\r\nline", false},
	{"nul\x00byte", false},
	{"\xEF\xBB\xBFbom", false},
}

func TestSimpleCases(t *testing.T) {
	for _, c := range simpleCases {
		got := readSimple(c.src)
		if (got != nil) != c.simple {
			t.Errorf("readSimple(%q) accepted = %v, want %v", c.src, got != nil, c.simple)
		}
		if got != nil {
			sameReading(t, c.src, got)
		}
		// and through Read, whichever path it takes
		sameReading(t, c.src, Read(c.src, DefaultLimits()))
		// past the limits the plain reading still reads it, fast path or not
		if c.src != "" {
			if got := Read(c.src, Limits{MaxBytes: 1}); got.Fallback == "" || !reflect.DeepEqual(got, readPlain(c.src, got.Fallback)) {
				t.Errorf("Read(%q) past the limits is not the plain reading", c.src)
			}
		}
	}
}

// sameReading fails when got differs from goldmark's reading of src.
func sameReading(t *testing.T, src string, got *Text) {
	t.Helper()
	want := readMarkdown(src)
	if !reflect.DeepEqual(got, want) {
		t.Errorf("reading of %.200q differs from goldmark's:\n got S=%.300q blocks=%v pieces=%v folds=%v markers=%v\nwant S=%.300q blocks=%v pieces=%v folds=%v markers=%v",
			src, got.S, got.Blocks, got.pieces, got.Folds, got.Markers, want.S, want.Blocks, want.pieces, want.Folds, want.Markers)
	}
}

// TestSimpleReadsAsMarkdown holds the fast path to goldmark's reading on
// every real text and on generated text, and shows it takes the texts
// it is for (the opinion, most plain paragraphs).
func TestSimpleReadsAsMarkdown(t *testing.T) {
	texts, opinion := realTexts(t)
	accepted := 0
	for _, s := range texts {
		if got := readSimple(s); got != nil {
			accepted++
			sameReading(t, s, got)
		}
	}
	t.Logf("real texts: %d, read by the fast path: %d", len(texts), accepted)
	if opinion != "" && readSimple(opinion) == nil {
		t.Error("the benchmark opinion is not read by the fast path")
	}
	if accepted < len(texts)/10 {
		t.Errorf("the fast path read only %d of %d real texts", accepted, len(texts))
	}

	// Generated text: lines built from pieces on the edges of the proof.
	pieces := []string{"word", "Word", " ", "  ", "    ", "\n", "\n", "\n\n", "\n    ", "\n  ", "*", "**", "_", "__", "[", "]", "(", ")", "!", ":",
		"&", "&amp;", "&nbsp;", "&#45;", "#", ">", "-", "+", "=", "~", "1.", "2)", "326.", "0", "9", ".", ",", "“", "”", "\u00a0", "\u2013", "¹", "²",
		"\u200b", "\u0430", "é", "\xff", "U. S.", "F.3d", "|", "`", "<", "\\", "\t", "^", "'", "\"", "\f", "\f2 "}
	rng := rand.New(rand.NewSource(28))
	gen, genAccepted := 0, 0
	for n := 0; n < 40000; n++ {
		var b strings.Builder
		for k := rng.Intn(24); k >= 0; k-- {
			b.WriteString(pieces[rng.Intn(len(pieces))])
		}
		s := b.String()
		gen++
		if got := readSimple(s); got != nil {
			genAccepted++
			sameReading(t, s, got)
			if t.Failed() {
				return
			}
		}
	}
	// Opinion-shaped text: lines of words at random indentation, numbers
	// that end a sentence, brackets, page breaks and blank lines.
	words := []string{"the", "Court", "326.", "1.", "2)", "U. S.", "[t]he", "a[d]", "____", "*", "_s=PM", "x_y", "S&E", "“quoted”", "2", "—", "§", "Id.", "(2013)", "v."}
	for n := 0; n < 20000; n++ {
		var b strings.Builder
		for l := rng.Intn(8); l >= 0; l-- {
			if rng.Intn(4) == 0 {
				b.WriteString(strings.Repeat(" ", rng.Intn(6)))
				b.WriteByte('\n')
				continue
			}
			b.WriteString(strings.Repeat(" ", rng.Intn(12)))
			for k := rng.Intn(6); k >= 0; k-- {
				b.WriteString(words[rng.Intn(len(words))])
				b.WriteString(strings.Repeat(" ", rng.Intn(3)))
			}
			b.WriteByte('\n')
		}
		s := b.String()
		gen++
		if got := readSimple(s); got != nil {
			genAccepted++
			sameReading(t, s, got)
			if t.Failed() {
				return
			}
		}
	}
	t.Logf("generated texts: %d, read by the fast path: %d", gen, genAccepted)
	if genAccepted < gen/20 {
		t.Errorf("the fast path read only %d of %d generated texts", genAccepted, gen)
	}
}

// oldRead is Read as it was before the fast path tallied the limits:
// the limits first, then the fast path, then goldmark.
func oldRead(src string, lim Limits) *Text {
	if why := lim.exceeded(src); why != "" {
		return readPlain(src, why)
	}
	if t := readSimple(src); t != nil {
		return t
	}
	return readMarkdown(src)
}

// TestSimpleLimits holds the limits tallied by the fast path's proof to
// Limits.exceeded: whenever proveSimple says a text is within lim,
// exceeded says so too, and Read reads every text as it did when
// exceeded always ran first (the plain fallback exactly where it was).
// Tight limits make each bound bite on the real texts and on generated
// ones (brackets, parentheses, emphasis runs, list markers, blocks).
func TestSimpleLimits(t *testing.T) {
	texts, opinion := realTexts(t)
	for _, c := range simpleCases {
		texts = append(texts, c.src)
	}
	pieces := []string{"a", " ", "\n", "\n\n", "\n    ", "[", "]", "(", ")", "*", "_", "**", "2. ", "    2. 3. 4. ", "    >>>> ", "\f", "x_y"}
	rng := rand.New(rand.NewSource(28))
	for n := 0; n < 8000; n++ {
		var b strings.Builder
		for k := rng.Intn(30); k >= 0; k-- {
			b.WriteString(pieces[rng.Intn(len(pieces))])
		}
		texts = append(texts, b.String())
	}
	limits := []Limits{DefaultLimits(), {}}
	for v := 1; v <= 3; v++ {
		for _, l := range []Limits{{MaxBracketDepth: v}, {MaxBrackets: v}, {MaxDelimiters: v}, {MaxNesting: v}, {MaxBlocks: v}, {MaxBytes: 40 * v},
			{MaxBracketDepth: v, MaxBrackets: v + 1, MaxDelimiters: v, MaxNesting: v, MaxBlocks: 3 * v, MaxBackticks: v, MaxColumns: v}} {
			limits = append(limits, l)
		}
	}
	sure, unsure := 0, 0
	for li, lim := range limits {
		for _, s := range texts {
			if len(s) > 4000 && li >= 2 {
				continue // tight limits are tried on the shorter texts
			}
			simple, within := proveSimple(s, lim)
			why := lim.exceeded(s)
			if simple && within {
				sure++
				if why != "" {
					t.Fatalf("proveSimple(%.120q, %+v) says within the limits; exceeded says %q", s, lim, why)
				}
			} else if simple && why == "" {
				unsure++
			}
			if !simple || len(s) > 2000 && li > 0 {
				// Read differs from oldRead only in what it does with a
				// simple text; the long texts' readings are compared under
				// the default limits
				continue
			}
			if got, want := Read(s, lim), oldRead(s, lim); !reflect.DeepEqual(got, want) {
				t.Fatalf("Read(%.120q, %+v) differs from the reading with the limits checked first", s, lim)
			}
		}
	}
	t.Logf("simple and sure within the limits: %d; simple, within, but left to exceeded: %d", sure, unsure)
	if opinion != "" {
		if simple, within := proveSimple(opinion, DefaultLimits()); !simple || !within {
			t.Error("the opinion is not read by the fast path without the limits pass")
		}
	}
}
