package retrieval

import (
	"reflect"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/vault"
)

// otherIndexVault is a small real Vault (chunked by the Vault's own
// chunker) for entries of another system's index: a star-paged opinion
// with a word hyphenated across a line end and a page break inside a
// paragraph, a contract with accented text, and a walled memo.
func otherIndexVault(t testing.TB) *vault.Index {
	t.Helper()
	opinion := "# I.\n\nThe forum-selection clause was freely negotiated by experienced and sophisticated business-\nmen, and absent some compelling reason it should be honored.\n\n" +
		"[*15]\n\nThe party seeking to escape the clause must show that trial in the contractual forum will be so gravely difficult that he will for all practical purposes be deprived of his day in court.\n\n" +
		"# II.\n\nA contractual choice-of-forum clause should be held unenforceable if enforcement would contravene a strong public\n\n[*16]\n\npolicy of the forum in which suit is brought.\n"
	src := &vault.Source{
		Manifest: vault.Manifest{Name: "t", ChunkTokens: 40},
		Documents: []*vault.Document{
			{ID: "VLT-0001", Title: "M/S Bremen v. Zapata Off-Shore Co.", Filename: "bremen.pdf", Citations: []string{"407 U.S. 1", "92 S. Ct. 1907"},
				ExternalIDs: []string{"file-9Fm2xQ", "s3://kb/bremen.pdf"}, Text: "[*14]\n" + opinion},
			{ID: "VLT-0002", Title: "Acme–Globex MSA", Filename: "Acme-MSA.pdf", ExternalIDs: []string{"gs://kb/acme.pdf"},
				Text: "§ 14.2 Forum\n\nLes parties élisent domicile à Zürich 🏛 et tout différend sera soumis aux tribunaux de Genève.\n"},
			{ID: "VLT-0003", Title: "Walled memo", Filename: "memo.txt", Text: "The clause binds the subsidiary as well.\n"},
			{ID: "VLT-0004", Title: "Copy", Filename: "Acme-MSA.PDF", Text: "Another file with a name like the MSA's.\n"},
			{ID: "VLT-0005", Title: "Memorandum: Venue (Matter 2041)", Filename: "venue-memo.docx", Text: "Venue lies in Delaware under the clause.\n"},
		},
	}
	ix, err := vault.BuildMem(src)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ix.Close() })
	return ix
}

func TestCheckTraceOtherIndex(t *testing.T) {
	ix := otherIndexVault(t)
	tests := []struct {
		name    string
		entry   Retrieved
		chunks  []string // Vault chunks counted; nil: a problem
		problem ProblemKind
		header  string
	}{
		{"exact text by Vault ID",
			Retrieved{Doc: "VLT-0001", ChunkID: "their-17", Text: "The party seeking to escape the clause must show that trial in the contractual forum will be so gravely difficult"},
			[]string{"VLT-0001#c2"}, "", ""},
		{"by external ID, re-wrapped lines and a hyphen the other extraction joined",
			Retrieved{Doc: "file-9Fm2xQ", ChunkID: "a", Text: "sophisticated businessmen,   and absent\nsome compelling reason it should be honored."},
			[]string{"VLT-0001#c1"}, "", ""},
		{"by file name, across a page break mid-sentence",
			Retrieved{Doc: "bremen.pdf", ChunkID: "b", Text: "would contravene a strong public policy of the forum in which suit is brought."},
			[]string{"VLT-0001#c3", "VLT-0001#c4"}, "", ""},
		{"a chunk spanning two Vault chunks retrieves both",
			Retrieved{Doc: "s3://kb/bremen.pdf", ChunkID: "c", Text: "it should be honored.\n[*15]\nThe party seeking to escape"},
			[]string{"VLT-0001#c1", "VLT-0001#c2"}, "", ""},
		{"a leading metadata header is allowed",
			Retrieved{Doc: "VLT-0001", ChunkID: "d", Text: "Title: M/S Bremen v. Zapata Off-Shore Co.\nSource: bremen.pdf | 407 U.S. 1, 92 S. Ct. 1907\n\nThe party seeking to escape the clause must show"},
			[]string{"VLT-0001#c2"}, "", "Title: M/S Bremen v. Zapata Off-Shore Co.\nSource: bremen.pdf | 407 U.S. 1, 92 S. Ct. 1907"},
		{"a header that is a title ending in a parenthesis",
			Retrieved{Doc: "venue-memo.docx", ChunkID: "d2", Text: "Memorandum: Venue (Matter 2041)\nVenue lies in Delaware"},
			[]string{"VLT-0005#c1"}, "", "Memorandum: Venue (Matter 2041)"},
		{"accented and non-BMP text, NFD in the trace",
			Retrieved{Doc: "gs://kb/acme.pdf", ChunkID: "e", Text: "Les parties e\u0301lisent domicile a\u0300 Zu\u0308rich 🏛 et tout différend"},
			[]string{"VLT-0002#c1"}, "", ""},
		{"a header that is not the document's metadata is text, and is not found",
			Retrieved{Doc: "VLT-0001", ChunkID: "f", Text: "Title: Carnival Cruise Lines v. Shute\n\nThe party seeking to escape the clause must show"},
			nil, NotInDocument, ""},
		{"forged text",
			Retrieved{Doc: "VLT-0001", ChunkID: "g", Text: "The party seeking to escape the clause need only allege inconvenience."},
			nil, NotInDocument, ""},
		{"text of another document",
			Retrieved{Doc: "VLT-0001", ChunkID: "h", Text: "The clause binds the subsidiary as well."},
			nil, NotInDocument, ""},
		{"case is exact",
			Retrieved{Doc: "VLT-0001", ChunkID: "i", Text: "the party seeking to escape the clause"},
			nil, NotInDocument, ""},
		{"unknown document",
			Retrieved{Doc: "file-nope", ChunkID: "j", Text: "The party seeking"},
			nil, UnknownDocument, ""},
		{"ambiguous file name",
			Retrieved{Doc: "acme-msa.pdf", ChunkID: "k", Text: "Forum"},
			nil, UnknownDocument, ""},
		{"external IDs are exact",
			Retrieved{Doc: "FILE-9FM2XQ", ChunkID: "l", Text: "The party seeking"},
			nil, UnknownDocument, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tt.entry.Rank = 3
			got := CheckTrace(ix, []Retrieved{tt.entry}, nil)
			var ids []string
			for _, e := range got.Entries {
				ids = append(ids, e.ChunkID)
				c, _ := ix.Chunk(e.ChunkID)
				if e.Text != c.Text || e.Rank != 3 {
					t.Errorf("%s: rank %d text %q, want rank 3 and the Vault's text", e.ChunkID, e.Rank, e.Text)
				}
			}
			if !reflect.DeepEqual(ids, tt.chunks) {
				t.Errorf("counted %v, want %v (problems %v)", ids, tt.chunks, got.Problems)
			}
			if tt.problem == "" {
				if len(got.Problems) != 0 || len(got.Located) != 1 {
					t.Fatalf("problems %v, located %v", got.Problems, got.Located)
				}
				l := got.Located[0]
				if l.Header != tt.header || l.ChunkID != tt.entry.ChunkID || l.Named != tt.entry.Doc {
					t.Errorf("located %+v, want header %q", l, tt.header)
				}
				d, _ := ix.Document(l.Doc)
				span := d.Text[l.Start:l.End]
				body := tt.entry.Text[len(tt.header):]
				if foldText(span, false).folded != foldText(body, false).folded {
					t.Errorf("span %q does not fold to the entry's text %q", span, body)
				}
				return
			}
			if len(got.Problems) != 1 || got.Problems[0].Kind != tt.problem || got.Problems[0].ChunkID != tt.entry.ChunkID {
				t.Fatalf("problems %+v, want one %s", got.Problems, tt.problem)
			}
			if w := got.Problems[0].Why; !strings.Contains(w, "does not count as retrieved") || !strings.Contains(w, "(rank 3)") {
				t.Errorf("Why = %s", w)
			}
		})
	}
}

// TestCheckTraceOtherIndexWalledAndMerged: a located chunk of a walled
// document counts as retrieved but is walled; Vault chunks covered by
// several entries count once at their best rank, without a duplicate
// problem.
func TestCheckTraceOtherIndexWalledAndMerged(t *testing.T) {
	ix := otherIndexVault(t)
	trace := []Retrieved{
		{Doc: "memo.txt", ChunkID: "m1", Rank: 1, Text: "The clause binds the subsidiary"},
		{Doc: "VLT-0001", ChunkID: "x", Rank: 4, Text: "The party seeking to escape"},
		{Doc: "VLT-0001", ChunkID: "y", Rank: 2, Text: "must show that trial in the contractual forum"},
	}
	got := CheckTrace(ix, trace, func(doc string) bool { return doc != "VLT-0003" })
	if len(got.Entries) != 2 || got.Entries[0].ChunkID != "VLT-0003#c1" || got.Entries[1].ChunkID != "VLT-0001#c2" || got.Entries[1].Rank != 2 {
		t.Fatalf("entries %+v", got.Entries)
	}
	if !got.Walled("VLT-0003#c1") || got.Walled("VLT-0001#c2") {
		t.Error("walled marks wrong")
	}
	if len(got.Problems) != 1 || got.Problems[0].Kind != Walled || got.Problems[0].Doc != "VLT-0003" || got.Problems[0].ChunkID != "m1" {
		t.Errorf("problems %+v", got.Problems)
	}
	if strings.Contains(got.Problems[0].Why, "subsidiary") {
		t.Errorf("a walled document's text in a problem: %s", got.Problems[0].Why)
	}
}

func TestFoldText(t *testing.T) {
	tests := []struct{ in, want string }{
		{"  a \t b\n\nc  ", "a b c"},
		{"assign-\nment", "assignment"},
		{"forum-selection", "forumselection"},
		{"forum-\n  selection", "forumselection"},
		{"well- known", "well- known"}, // a hyphen before a space on one line stays
		{"pp. 10-12", "pp. 10-12"},     // not between letters
		{"x -y", "x -y"},
		{"a\n[*15]\nb", "a b"},
		{"a\n  [*15]  \nb", "a b"},
		{"a [*15] b", "a [*15] b"}, // only a line of its own is a page break
		{"soft\u00adhyphen", "softhyphen"},
		{"e\u0301", "é"},
		{"page\fbreak", "page break"},
	}
	for _, tt := range tests {
		if got := foldText(tt.in, true); got.folded != tt.want || len(got.start) != len(got.folded) {
			t.Errorf("foldText(%q) = %q (map %d), want %q", tt.in, got.folded, len(got.start), tt.want)
		}
	}
}

func TestTextIndexesBound(t *testing.T) {
	ix := otherIndexVault(t)
	c := NewTextIndexes(1) // every index is over the bound: only the last is kept
	for _, id := range []string{"VLT-0001", "VLT-0002", "VLT-0001"} {
		d, _ := ix.Document(id)
		if x := c.of(d); x.doc != d {
			t.Fatal("wrong index")
		}
	}
	if c.order.Len() != 1 || c.bytes <= 0 {
		t.Errorf("cache holds %d indexes, %d bytes", c.order.Len(), c.bytes)
	}
}

// TestCheckTraceMixed: a Vault chunk named by its ID after another
// system's chunk covered it is no duplicate; named twice by its ID it is.
func TestCheckTraceMixed(t *testing.T) {
	ix := otherIndexVault(t)
	got := CheckTrace(ix, []Retrieved{
		{Doc: "VLT-0001", ChunkID: "x", Rank: 3, Text: "The party seeking to escape"},
		{ChunkID: "VLT-0001#c2", Rank: 1},
		{ChunkID: "VLT-0001#c2", Rank: 5},
	}, nil)
	if len(got.Entries) != 1 || got.Entries[0].Rank != 1 {
		t.Errorf("entries %+v", got.Entries)
	}
	if len(got.Problems) != 1 || got.Problems[0].Kind != Duplicate || got.Problems[0].Rank != 5 {
		t.Errorf("problems %+v", got.Problems)
	}
}

// TestRetrievedParts: a Vault chunk counted through another system's
// located spans retrieved only those spans, kept apart; named by its
// own ID it retrieved all of it; a chunk nothing counted retrieved
// nothing.
func TestRetrievedParts(t *testing.T) {
	ix := otherIndexVault(t)
	c1, _ := ix.Chunk("VLT-0001#c1")
	first := Retrieved{Doc: "VLT-0001", ChunkID: "a", Rank: 1, Text: "The forum-selection clause was freely negotiated"}
	second := Retrieved{Doc: "VLT-0001", ChunkID: "b", Rank: 2, Text: "it should be honored."}
	whole := Retrieved{ChunkID: "VLT-0001#c1", Rank: 3}
	tests := []struct {
		name  string
		trace []Retrieved
		chunk string
		want  []string
	}{
		{"one located span", []Retrieved{first}, "VLT-0001#c1", []string{"The forum-selection clause was freely negotiated"}},
		{"two located spans stay apart", []Retrieved{second, first}, "VLT-0001#c1", []string{"The forum-selection clause was freely negotiated", "it should be honored."}},
		{"named by its own ID as well", []Retrieved{first, whole}, "VLT-0001#c1", []string{c1.Text}},
		{"not counted", []Retrieved{first}, "VLT-0001#c2", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := CheckTrace(ix, tt.trace, nil).RetrievedParts(ix, tt.chunk)
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("RetrievedParts(%s) = %q, want %q", tt.chunk, got, tt.want)
			}
		})
	}
	if got := NoTrace().RetrievedParts(ix, "VLT-0001#c2"); len(got) != 1 {
		t.Errorf("with no trace, a chunk is read whole: %q", got)
	}
}

// TestResolveDocNameIDAndFileName: a file name equal to another
// document's Vault ID names both documents (ambiguous), for a trace
// entry's doc and for a provider's names alike; the ID used to win
// silently, and the entry was read as the other document's.
func TestResolveDocNameIDAndFileName(t *testing.T) {
	ix, err := vault.BuildMem(&vault.Source{
		Manifest: vault.Manifest{Name: "t", ChunkTokens: 40},
		Documents: []*vault.Document{
			{ID: "VLT-0001", Title: "Practice note", Filename: "note.docx", Text: "A forum clause is prima facie valid.\n"},
			{ID: "VLT-0002", Title: "Scanned exhibit", Filename: "VLT-0001", Text: "Exhibit A to the complaint.\n"},
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	defer ix.Close()
	for _, tt := range []struct {
		names []string
		id    string
		cands []string
	}{
		{[]string{"VLT-0001"}, "", []string{"VLT-0001", "VLT-0002"}},
		{[]string{"note.docx"}, "VLT-0001", nil},
		{[]string{"VLT-0002"}, "VLT-0002", nil},
		// (A path ends in a file name, never a Vault ID.)
		{[]string{"file-x", "/kb/VLT-0001"}, "VLT-0002", nil},
	} {
		id, cands := ResolveDocNames(ix, tt.names)
		if id != tt.id || !reflect.DeepEqual(cands, tt.cands) {
			t.Errorf("ResolveDocNames(%q) = %q %v, want %q %v", tt.names, id, cands, tt.id, tt.cands)
		}
		if len(tt.names) == 1 {
			if id, cands := ResolveDocName(ix, tt.names[0]); id != tt.id || !reflect.DeepEqual(cands, tt.cands) {
				t.Errorf("ResolveDocName(%q) = %q %v, want %q %v", tt.names[0], id, cands, tt.id, tt.cands)
			}
		}
	}
	got := CheckTrace(ix, []Retrieved{{Doc: "VLT-0001", ChunkID: "r1", Rank: 1, Text: "Exhibit A to the complaint."}}, nil)
	if len(got.Entries) != 0 || len(got.Problems) != 1 || got.Problems[0].Kind != UnknownDocument ||
		!strings.Contains(got.Problems[0].Why, "VLT-0001, VLT-0002") {
		t.Errorf("entries %v problems %+v, want one ambiguous unknown-document naming both", got.Entries, got.Problems)
	}
}

// TestCheckTraceRepeatedAndJoined: a text the document holds in several
// places is located at every place (each counts: a pin on any of them
// names retrieved text, a pin elsewhere none); a text joining passages
// of different places is located passage by passage, separators passed
// over, and one passage the document lacks keeps the entry from counting.
func TestCheckTraceRepeatedAndJoined(t *testing.T) {
	text := "[*1]\n\nThe clause governs the dispute between the parties.\n\n" +
		"[*2]\n\nA consumer form term is subject to scrutiny for fundamental fairness.\n\n" +
		"[*3]\n\nOn remand the court held that the clause governs the dispute between the parties.\n\n" +
		"[*4]\n\nThe petition is denied.\n"
	ix, err := vault.BuildMem(&vault.Source{
		Manifest:  vault.Manifest{Name: "t", ChunkTokens: 12},
		Documents: []*vault.Document{{ID: "VLT-0001", Title: "Opinion", Filename: "op.pdf", Text: text}},
	})
	if err != nil {
		t.Fatal(err)
	}
	defer ix.Close()
	d, _ := ix.Document("VLT-0001")
	first := strings.Index(text, "clause governs")
	second := strings.LastIndex(text, "clause governs")
	scrutiny := strings.Index(text, "A consumer form")
	for _, tt := range []struct {
		name     string
		text     string
		places   int
		passages int
		covers   []int // document offsets the located spans must cover
		misses   []int // and must not
		problem  string
	}{
		{"text held twice counts at both places", "clause governs the dispute", 2, 0, []int{first, second}, []int{scrutiny}, ""},
		{"passages of two places", "A consumer form term is subject to scrutiny\n\nOn remand the court held that the clause governs", 0, 2, []int{scrutiny, second}, []int{first}, ""},
		{"passages parted by a separator line", "The clause governs the dispute between the parties.\n\n---\n\nOn remand the court held that the clause", 0, 2, []int{first, strings.Index(text, "On remand")}, []int{scrutiny}, ""},
		{"contiguous passages parted by a separator are one", "The clause governs the dispute between the parties.\n\n* * *\n\nA consumer form term", 0, 0, []int{first, scrutiny}, []int{second}, ""},
		{"one passage the document lacks", "A consumer form term is subject to scrutiny\n\nThe clause is void.", 0, 0, nil, nil, "it joins 2 passages, and passage 2 is not there"},
		// A label line of a few words the document holds at several places
		// says nothing of which was retrieved: it places nothing (it used
		// to retrieve both places of "clause governs the dispute").
		{"a repeated label line places nothing", "clause governs the dispute\n\nA consumer form term is subject to scrutiny", 0, 0, []int{scrutiny}, []int{first, second}, ""},
		// Held once, a line of a few words that ends no sentence is a
		// label too (it retrieved the one place saying "On remand the
		// court held"); a short sentence standing apart is a passage (a
		// document's last sentence, a chunk of its own).
		{"a label line held once places nothing", "On remand the court held\n\nA consumer form term is subject to scrutiny", 0, 0, []int{scrutiny}, []int{first, strings.Index(text, "On remand")}, ""},
		{"a short sentence held once is a passage", "for fundamental fairness.\n\nThe clause governs the dispute between the parties.", 0, 2, []int{strings.Index(text, "fundamental"), first}, []int{second}, ""},
		// Held once, a whole sentence of a few words (a heading, a topic
		// written as a sentence, a run-in heading "Public policy.") is a
		// label as well: it ends as a sentence does, but it begins as one
		// too, and no chunker cut it out of running text.
		{"a short whole sentence held once is a label", "The petition is denied.\n\nA consumer form term is subject to scrutiny", 0, 0, []int{scrutiny}, []int{strings.Index(text, "The petition"), first}, ""},
		{"a label of two lines held once is a passage", "On remand\nthe court held\n\nA consumer form term is subject to scrutiny", 0, 2, []int{scrutiny, strings.Index(text, "On remand")}, []int{first}, ""},
		{"only repeated label lines", "clause governs the dispute\n\nthe parties", 0, 0, nil, nil, "each is a label, a line of fewer than 8 words the document holds at several places, or at one where it ends no sentence or is a whole sentence"},
		{"only label lines, one held once", "clause governs the dispute\n\nOn remand the court held", 0, 0, nil, nil, "each is a label"},
		{"one passage is never split", "A consumer form term is void for unfairness.", 0, 0, nil, nil, "its first 5 of 8 words are there"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got := CheckTrace(ix, []Retrieved{{Doc: "op.pdf", ChunkID: "x", Rank: 1, Text: tt.text}}, nil)
			if tt.problem != "" {
				if len(got.Problems) != 1 || got.Problems[0].Kind != NotInDocument || !strings.Contains(got.Problems[0].Why, tt.problem) || len(got.Entries) != 0 {
					t.Fatalf("problems %+v entries %v, want not-in-document saying %q", got.Problems, got.Entries, tt.problem)
				}
				return
			}
			if len(got.Problems) != 0 || len(got.Located) != 1 {
				t.Fatalf("problems %+v located %+v", got.Problems, got.Located)
			}
			l := got.Located[0]
			if l.Places != tt.places || l.Passages != tt.passages || (len(l.Spans) < 2) != (tt.places == 0 && tt.passages == 0) {
				t.Errorf("places %d passages %d spans %v, want %d, %d and every span", l.Places, l.Passages, l.Spans, tt.places, tt.passages)
			}
			for _, at := range tt.covers {
				if !got.Covers(ix, d.ID, at, at+5) {
					t.Errorf("offset %d (%q) not covered; spans %v", at, text[at:at+5], l.Spans)
				}
			}
			for _, at := range tt.misses {
				if got.Touches(ix, d.ID, at, at+5) {
					t.Errorf("offset %d (%q) retrieved; spans %v", at, text[at:at+5], l.Spans)
				}
			}
			for _, e := range got.Entries {
				for _, part := range got.RetrievedParts(ix, e.ChunkID) {
					if !strings.Contains(foldText(tt.text, false).folded, foldText(part, false).folded) {
						t.Errorf("%s: retrieved part %q is not the entry's text", e.ChunkID, part)
					}
				}
			}
		})
	}
}
