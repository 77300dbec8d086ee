package vault

import (
	"strings"
	"testing"
	"unicode"
)

func TestClassifyLine(t *testing.T) {
	tests := []struct {
		line  string
		kind  lineKind
		label string
	}{
		{"", lineBlank, ""},
		{"   \t", lineBlank, ""},
		{"[*10]", linePage, "10"},
		{"  [*A-3]  ", linePage, "A-3"},
		{"[*10] and text", lineText, ""},
		{"## II.B  Public policy ##", lineHeading, "II.B Public policy"},
		{"#hashtag", lineText, ""},
		{"§ 14.2 Governing Law; Forum", lineHeading, "§ 14.2 Governing Law; Forum"},
		{"§ 14.2. Governing Law.", lineHeading, "§ 14.2. Governing Law."},
		{"Section 3 — Venue", lineHeading, "Section 3 — Venue"},
		{"Section 1404(a) provides that a district court may transfer.", lineText, ""},
		{"§ 1404(a) permits transfer of any civil action for the convenience of parties and witnesses, in the interest of justice.", lineText, ""},
		{"¶ 12 The court held.", lineParagraph, "12"},
		{"¶12", lineParagraph, "12"},
		{"[3] The clause is mandatory.", lineParagraph, "3"},
		{"[2019] was a year.", lineParagraph, "2019"},
		{"Plain text.", lineText, ""},
	}
	for _, tt := range tests {
		k, l := classifyLine(tt.line)
		if k != tt.kind || l != tt.label {
			t.Errorf("classifyLine(%q) = %v %q, want %v %q", tt.line, k, l, tt.kind, tt.label)
		}
	}
}

func TestSectionNumber(t *testing.T) {
	tests := []struct{ in, want string }{
		{"§ 14.2 Governing Law", "14.2"},
		{"§ 14.2. Governing Law.", "14.2"},
		{"Section 3 — Venue", "3"},
		{"II.B Public policy", "II.B"},
		{"Art. IV", "IV"},
		{"§ 1404(a)", "1404(a)"},
		{"Background", "Background"},
	}
	for _, tt := range tests {
		if got := SectionNumber(tt.in); got != tt.want {
			t.Errorf("SectionNumber(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
	matches := []struct {
		heading, cited string
		want           bool
	}{
		{"§ 14.2 Governing Law", "§ 14.2", true},
		{"§ 14.2 Governing Law", "Section 14.2", true},
		{"§ 14.2 Governing Law", "§ 14", true},
		{"§ 14.2 Governing Law", "§ 14.3", false},
		{"§ 140 Other", "§ 14", false},
		{"II.B Public policy", "ii.b", true},
		{"Background", "background", true},
	}
	for _, tt := range matches {
		if got := SectionMatches(tt.heading, tt.cited); got != tt.want {
			t.Errorf("SectionMatches(%q, %q) = %v", tt.heading, tt.cited, got)
		}
	}
}

func TestSentenceSpans(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"One. Two.", []string{"One.", "Two."}},
		{"See M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 10 (1972). Next one.", []string{"See M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 10 (1972).", "Next one."}},
		{`He said "stop." Then left.`, []string{`He said "stop."`, "Then left."}},
		{"Kennedy, J. concurred. Fine.", []string{"Kennedy, J. concurred.", "Fine."}},
		{"No break.here", []string{"No break.here"}},
		{"Is it? yes it is.", []string{"Is it? yes it is."}},
	}
	for _, tt := range tests {
		var got []string
		for _, sp := range sentenceSpans(tt.in, 0, len(tt.in)) {
			got = append(got, tt.in[sp[0]:sp[1]])
		}
		if strings.Join(got, "|") != strings.Join(tt.want, "|") {
			t.Errorf("sentenceSpans(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

const sampleOpinion = `[*1]
M/S BREMEN v. ZAPATA OFF-SHORE CO.

# I. Background

¶ 1 Zapata, a Houston corporation, contracted with Unterweser to tow the rig Chaparral.

¶ 2 The contract provided: "Any dispute arising must be treated before the London Court of Justice."
[*2]
The rig was damaged in a storm.

[*3]
## II.B Public policy

¶ 3 A contractual choice-of-forum clause should be held unenforceable if enforcement would contravene a strong public policy of the forum.
`

func TestChunkDocumentLocators(t *testing.T) {
	d := &Document{ID: "VLT-0001", Text: sampleOpinion}
	got := ChunkDocument(d, 256)
	want := []Chunk{
		{ID: "VLT-0001#c1", N: 1, PageStart: "1", PageEnd: "1", Section: "", ParagraphStart: "", ParagraphEnd: ""},
		{ID: "VLT-0001#c2", N: 2, PageStart: "1", PageEnd: "2", Section: "I. Background", ParagraphStart: "1", ParagraphEnd: "2"},
		{ID: "VLT-0001#c3", N: 3, PageStart: "3", PageEnd: "3", Section: "II.B Public policy", ParagraphStart: "3", ParagraphEnd: "3"},
	}
	if len(got) != len(want) {
		for _, c := range got {
			t.Logf("%s %q", c.ID, c.Text)
		}
		t.Fatalf("%d chunks, want %d", len(got), len(want))
	}
	for i, w := range want {
		g := got[i]
		if g.ID != w.ID || g.N != w.N || g.Doc != "VLT-0001" || g.PageStart != w.PageStart || g.PageEnd != w.PageEnd ||
			g.Section != w.Section || g.ParagraphStart != w.ParagraphStart || g.ParagraphEnd != w.ParagraphEnd {
			t.Errorf("chunk %d = %+v\nwant %+v", i+1, *g, w)
		}
	}
	if !strings.HasPrefix(got[1].Text, "# I. Background") || !strings.HasSuffix(got[1].Text, "in a storm.") {
		t.Errorf("chunk 2 text = %q", got[1].Text)
	}
	if !strings.HasPrefix(got[2].Text, "[*3]\n## II.B") {
		t.Errorf("chunk 3 does not start with its page marker and heading: %q", got[2].Text)
	}
	checkChunkInvariants(t, d, got, 256)
}

func TestChunkDocumentBudgets(t *testing.T) {
	long := strings.Repeat("The clause is prima facie valid and should be enforced. ", 40)
	giant := strings.Repeat("word ", 600) + strings.Repeat("x", 3000)
	tests := []struct {
		name   string
		text   string
		budget int
		minN   int
	}{
		{"sample small budget", sampleOpinion, 24, 5},
		{"long paragraph by sentences", "[*5]\n¶ 7 " + long + "\n\n¶ 8 Short.", 40, 10},
		{"giant sentence by words and runes", giant, 32, 20},
		{"packed short paragraphs", strings.Repeat("Short one.\n\n", 30), 256, 1},
		{"no markup", "Just text.", 256, 1},
		{"trailing page marker", "Text.\n\n[*2]\n", 256, 1},
		{"unicode", "¶ 1 Café “quoted” — done.\n\n¶ 2 日本語のテキスト。", 16, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := &Document{ID: "D", Text: tt.text}
			cs := ChunkDocument(d, tt.budget)
			if len(cs) < tt.minN {
				t.Errorf("%d chunks, want at least %d", len(cs), tt.minN)
			}
			checkChunkInvariants(t, d, cs, tt.budget)
		})
	}
}

func TestChunkSentenceKept(t *testing.T) {
	// Two sentences that fit separately but not together: split between them, never inside.
	s1 := strings.Repeat("alpha ", 15) + "end."
	s2 := "Beta " + strings.Repeat("gamma ", 15) + "end."
	d := &Document{ID: "D", Text: "¶ 4 " + s1 + " " + s2}
	cs := ChunkDocument(d, 24)
	if len(cs) != 2 || cs[0].Text != "¶ 4 "+s1 || cs[1].Text != s2 {
		for _, c := range cs {
			t.Logf("%q", c.Text)
		}
		t.Fatalf("split inside a sentence")
	}
	if cs[1].ParagraphStart != "4" || cs[1].ParagraphEnd != "4" {
		t.Errorf("continuation chunk paragraph = %q..%q, want 4..4", cs[1].ParagraphStart, cs[1].ParagraphEnd)
	}
}

// checkChunkInvariants: text equals the document slice, tokens exact and
// within budget (a chunk may exceed only as a single piece), chunks in
// order, not overlapping, and covering every non-space byte.
func checkChunkInvariants(t *testing.T, d *Document, cs []*Chunk, budget int) {
	t.Helper()
	prevEnd := 0
	for i, c := range cs {
		if c.Text != d.Text[c.Start:c.End] {
			t.Errorf("%s: Text != doc.Text[%d:%d]", c.ID, c.Start, c.End)
		}
		if n := CountTokens(c.Text); n != c.Tokens {
			t.Errorf("%s: Tokens = %d, counted %d", c.ID, c.Tokens, n)
		}
		if c.Tokens > budget {
			t.Errorf("%s: %d tokens over budget %d", c.ID, c.Tokens, budget)
		}
		if c.N != i+1 || c.Doc != d.ID {
			t.Errorf("%s: N %d doc %q", c.ID, c.N, c.Doc)
		}
		if c.Start < prevEnd || c.End <= c.Start {
			t.Errorf("%s: [%d,%d) overlaps or is empty after %d", c.ID, c.Start, c.End, prevEnd)
		}
		if gap := d.Text[prevEnd:c.Start]; strings.TrimFunc(gap, unicode.IsSpace) != "" {
			t.Errorf("%s: text %q before it is in no chunk", c.ID, gap)
		}
		prevEnd = c.End
	}
	if rest := d.Text[prevEnd:]; strings.TrimFunc(rest, unicode.IsSpace) != "" {
		t.Errorf("trailing text %q is in no chunk", rest)
	}
}
