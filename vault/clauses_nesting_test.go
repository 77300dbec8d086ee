package vault

import (
	"strings"
	"testing"
)

// TestClauseNestsUnderItsNumber: a numbered clause nests only under the
// clause whose number is its prefix; with no such parent it stands at
// its own level, however deep its number, so "§ 1 Services" never
// encloses "§ 8.2". Articles and parts still enclose what follows them.
func TestClauseNestsUnderItsNumber(t *testing.T) {
	for _, c := range []struct {
		name, text string
		want       []string // "clause <= enclosing, ..." for each clause or heading
	}{
		{"no parent heading: § 8.x stands alone",
			"[*1]\n§ 1 Services\n\nThe Supplier provides the services.\n\n[*2]\n§ 8.1 Fees are due monthly.\n\n§ 8.2 Late fees accrue at one percent.\n\n§ 8.5 Taxes are the Customer's.\n",
			[]string{"§ 1 Services <= ", "§ 8.1 <= ", "§ 8.2 <= ", "§ 8.5 <= "}},
		{"with its parent heading: § 8.x under § 8",
			"§ 1 Services\n\nThe Supplier provides the services.\n\n§ 8 Fees\n\n§ 8.1 Fees are due monthly.\n\n§ 8.2 Late fees accrue.\n",
			[]string{"§ 1 Services <= ", "§ 8 Fees <= ", "§ 8.1 <= § 8 Fees", "§ 8.2 <= § 8 Fees"}},
		{"a parent clause line, then a clause whose parent is missing",
			"§ 8. Fees. The Customer pays.\n\n§ 8.1 Fees are due monthly.\n\n§ 9.1 Term. The term is one year.\n\n§ 80.1 Notices. Notices are written.\n",
			[]string{"§ 8 <= ", "§ 8.1 <= § 8", "§ 9.1 <= ", "§ 80.1 <= "}},
		{"bare numbers",
			"1. Services. The Supplier provides.\n\n8.1 Fees. Fees are due monthly.\n\n8.2 Late. Late fees accrue.\n\n8. Fees. The Customer pays.\n\n8.3 Taxes. Taxes are the Customer's.\n",
			[]string{"1 <= ", "8.1 <= ", "8.2 <= ", "8 <= ", "8.3 <= 8"}},
		{"a hyphenated section and its subsection written whole",
			"§ 2-615. Excuse by failure of conditions.\n\n§ 2-615(b) The seller must allocate.\n\n§ 2-616(a) The buyer may terminate.\n",
			[]string{"§ 2-615 <= ", "§ 2-615(b) <= § 2-615", "§ 2-616(a) <= "}},
		{"a sub-clause number written whole under its own parent only",
			"12.1(a) The Licensee shall pay.\n\n12.1(a)(i) Monthly.\n\n12.1(b)(i) Quarterly.\n",
			[]string{"12.1(a) <= ", "12.1(a)(i) <= 12.1(a)", "12.1(b)(i) <= "}},
		{"a numbered Markdown heading encloses only its own numbers",
			"## 1 Services\n\nThe Supplier provides.\n\n### Definitions\n\n8.2 Late. Late fees accrue.\n\n## 8 Fees\n\n8.3 Taxes. Taxes are the Customer's.\n",
			[]string{"1 Services <= ", "Definitions <= 1 Services", "8.2 <= ", "8 Fees <= ", "8.3 <= 8 Fees"}},
		{"articles and parts enclose by rank as before",
			"ARTICLE VIII FEES\n\n8.1 Fees. Fees are due monthly.\n\n9.1 Term. The term is one year.\n\n## Part 2\n\n§ 12.1 Neither party may assign.\n",
			[]string{"ARTICLE VIII <= ", "8.1 <= ARTICLE VIII", "9.1 <= ARTICLE VIII", "Part 2 <= ", "§ 12.1 <= Part 2"}},
		{"sub-clauses stay under their clause",
			"§ 1 Services\n\n§ 8.2 Late fees accrue:\n\n(a) at one percent; and\n\n(b) monthly.\n",
			[]string{"§ 1 Services <= ", "§ 8.2 <= ", "§ 8.2(a) <= § 8.2", "§ 8.2(b) <= § 8.2"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			var got []string
			for _, b := range parseBlocks(c.text) {
				label := b.clause
				if b.kind == blockHeading {
					label = b.label
				}
				if label == "" {
					continue
				}
				got = append(got, label+" <= "+strings.ReplaceAll(b.within, withinSep, ", "))
			}
			if strings.Join(got, "\n") != strings.Join(c.want, "\n") {
				t.Errorf("clauses:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(c.want, "\n"))
			}
		})
	}
}

// TestChunkOfSubsectionHoldsNoStrangerSection: the chunk of "§ 8.2" in a
// paged contract whose "§ 1 Services" has no "§ 8" after it holds "§ 8.2"
// (and so "§ 8") but not "§ 1".
func TestChunkOfSubsectionHoldsNoStrangerSection(t *testing.T) {
	text := "[*1]\n§ 1 Services\n\nThe Supplier provides the services.\n\n[*2]\n§ 8.1 Fees are due monthly.\n\n§ 8.2 Late fees accrue at one percent.\n"
	var found bool
	for _, ch := range ChunkDocument(&Document{ID: "D", Text: text}, 256) {
		if !strings.Contains(ch.Text, "Late fees") {
			continue
		}
		found = true
		if !ch.HoldsSection("§ 8.2") || !ch.HoldsSection("§ 8") || ch.HoldsSection("§ 1") {
			t.Errorf("chunk %q sections %q (%q): want § 8.2 and § 8 held, § 1 not", ch.Text, ch.Section, ch.Sections)
		}
	}
	if !found {
		t.Fatal("no chunk holds § 8.2")
	}
}
