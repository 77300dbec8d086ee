package vault

import (
	"strings"
	"testing"
)

// sectionsOf lists, for each line of text that opens a block, the
// section in force there: "line => section".
func sectionsOf(text string) []string {
	var out []string
	track := newLocatorTrack(parseBlocks(text))
	for _, b := range parseBlocks(text) {
		if b.kind == blockPage {
			continue
		}
		line, _, _ := strings.Cut(text[b.start:b.end], "\n")
		if r := []rune(line); len(r) > 24 {
			line = string(r[:24])
		}
		out = append(out, line+" => "+track.at(b.start).section)
	}
	return out
}

// TestClauseLines: numbered clauses whose heading and text share a line
// start their sections, nested clauses are labelled under their parent,
// and what only looks like a clause does not.
func TestClauseLines(t *testing.T) {
	for _, c := range []struct {
		name, text string
		want       []string
	}{
		{"marked clauses and sub-clauses",
			"§ 12.1 Neither party may assign this Agreement.\n\n(a) A change of control is an assignment.\n\n(i) by merger; or\n\n(ii) by sale.\n\n(b) Notice is required.\n\n§ 12.2 Successors are bound.",
			[]string{"§ 12.1 Neither party may => § 12.1", "(a) A change of control  => § 12.1(a)", "(i) by merger; or => § 12.1(a)(i)",
				"(ii) by sale. => § 12.1(a)(ii)", "(b) Notice is required. => § 12.1(b)", "§ 12.2 Successors are bo => § 12.2"}},
		{"bare numbers with captions, articles",
			"ARTICLE XII ASSIGNMENT\n\n12.1 Assignment. Neither party may assign.\n\n12.2 Successors. This binds them.\n\nArticle IV. Term\n\n4. Term. Three years.",
			[]string{"ARTICLE XII ASSIGNMENT => ARTICLE XII", "12.1 Assignment. Neither => 12.1", "12.2 Successors. This bi => 12.2",
				"Article IV. Term => Article IV", "4. Term. Three years. => 4"}},
		{"parts of an opinion, and a clause number with its sub-clause",
			"I. BACKGROUND\n\nThe facts.\n\nII. The Forum-Selection Clause\n\nText.\n\nI. The court held that the clause binds the parties.\n\n12.1(a) The Licensee shall pay.\n\n3) The Supplier shall deliver.\n\n3) is met here.",
			[]string{"I. BACKGROUND => I", "The facts. => I", "II. The Forum-Selection  => II", "Text. => II",
				"I. The court held that t => II", "12.1(a) The Licensee sha => 12.1(a)",
				"3) The Supplier shall de => 3", "3) is met here. => 3"}},
		{"Section N. and statutes",
			"Section 12.1. The Licensee shall pay.\n\n§ 1404. Change of venue\n\n(a) For the convenience of parties and witnesses, a district court may transfer.",
			[]string{"Section 12.1. The Licens => Section 12.1", "§ 1404. Change of venue => § 1404. Change of venue", "(a) For the convenience  => § 1404(a)"}},
		{"(i) after (h) is a letter, (g) out of sequence is not a clause",
			"1. Scope.\n\n(g) stray.\n\n(a) a;\n\n(b) b;\n\n(c) c;\n\n(d) d;\n\n(e) e;\n\n(f) f;\n\n(g) g;\n\n(h) h;\n\n(i) i;\n\n(j) j.",
			[]string{"1. Scope. => 1", "(g) stray. => 1", "(a) a; => 1(a)", "(b) b; => 1(b)", "(c) c; => 1(c)", "(d) d; => 1(d)", "(e) e; => 1(e)",
				"(f) f; => 1(f)", "(g) g; => 1(g)", "(h) h; => 1(h)", "(i) i; => 1(i)", "(j) j. => 1(j)"}},
		{"(i) after a letter other than (h) opens a roman level",
			"1. Scope.\n\n(a) first:\n\n(i) one;\n\n(ii) two.",
			[]string{"1. Scope. => 1", "(a) first: => 1(a)", "(i) one; => 1(a)(i)", "(ii) two. => 1(a)(ii)"}},
		{"letters in sequence after (a)",
			"2. Terms.\n\n(a) one;\n\n(b) two;\n\n(c) three.",
			[]string{"2. Terms. => 2", "(a) one; => 2(a)", "(b) two; => 2(b)", "(c) three. => 2(c)"}},
		{"not clauses: sentences starting with numbers, years, prose references, dates",
			"30 days after notice the term ends.\n\n2019 was the year of the merger.\n\n1.5 million dollars were paid.\n\nSection 1404(a) provides that a court may transfer.\n\n12.1.2020 is the date of signing.\n\nArticle IV of the Constitution applies.",
			[]string{"30 days after notice the => ", "2019 was the year of the => ", "1.5 million dollars were => ", "Section 1404(a) provides => ",
				"12.1.2020 is the date of => ", "Article IV of the Consti => "}},
		{"not clauses: a list in one sentence, a wrapped line, out of sequence",
			"The court weighed two things:\n\n(a) and (b) are both met here.\n\nThe parties agreed that the term\n12.1 Months would apply.\n\n(c) stands alone.",
			[]string{"The court weighed two th => ", "(a) and (b) are both met => ", "The parties agreed that  => ", "(c) stands alone. => "}},
		{"a cross-reference inside a clause's own sentence is text, not a list",
			"§ 2-615. Excuse by failure of conditions.\n\n(a) Delay is not a breach, except as provided in subsections (b) and (c).\n\n(b) The seller must allocate.\n\n(c) The seller must notify.",
			[]string{"§ 2-615. Excuse by failu => § 2-615", "(a) Delay is not a breac => § 2-615(a)",
				"(b) The seller must allo => § 2-615(b)", "(c) The seller must noti => § 2-615(c)"}},
		{"lists in one sentence, however joined",
			"1. Scope.\n\n(a), (b) and (c) are met.\n\n(i) or (ii) suffices.\n\n(a) through (c) apply.",
			[]string{"1. Scope. => 1", "(a), (b) and (c) are met => 1", "(i) or (ii) suffices. => 1", "(a) through (c) apply. => 1"}},
		{"Markdown headings keep their sections and nest clauses",
			"## II.B Public policy\n\n(a) The first ground.\n\n## III Remedies\n\nText.",
			[]string{"## II.B Public policy => II.B Public policy", "(a) The first ground. => II.B(a)", "## III Remedies => III Remedies", "Text. => III Remedies"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := sectionsOf(c.text)
			if strings.Join(got, "\n") != strings.Join(c.want, "\n") {
				t.Errorf("sections:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(c.want, "\n"))
			}
		})
	}
}

// TestChunkSectionsHeld: short clauses share a chunk and the chunk
// records every clause it holds, with the article around them; a
// numbered clause starts a new chunk, a sub-clause does not.
func TestChunkSectionsHeld(t *testing.T) {
	text := "ARTICLE XII ASSIGNMENT\n\n§ 12.1 Neither party may assign.\n\n(a) A change of control is an assignment.\n\n(b) A merger is not.\n\n§ 12.2 Successors are bound.\n"
	chunks := ChunkDocument(&Document{ID: "D", Text: text}, 256)
	var got []string
	for _, c := range chunks {
		got = append(got, c.Section+" | "+strings.Join(c.Sections, ", "))
	}
	want := []string{
		"ARTICLE XII | ",
		"§ 12.1 | ARTICLE XII, § 12.1, § 12.1(a), § 12.1(b)",
		"§ 12.2 | ARTICLE XII, § 12.2",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("chunks:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if !chunks[1].HoldsSection("§ 12.1(b)") || !chunks[1].HoldsSection("Article XII") || chunks[1].HoldsSection("12.2") {
		t.Error("HoldsSection disagrees with Sections")
	}
}
