package heuristic

import (
	"os"
	"slices"
	"strings"
	"testing"
)

// TestWordNetSynonymKeys: the generated WordNet table merges ordinary
// paraphrase (and the forms the light stem leaves apart) into one key, keeps words of opposite force apart, leaves
// the hand table's groups distinct, and does not take a word mostly used
// as a noun ("state") for a verb's synonym ("say").
func TestWordNetSynonymKeys(t *testing.T) {
	same := [][2]string{
		{"permits", "allows"}, {"lets", "permits"}, {"compels", "obliges"}, {"discloses", "reveals"},
		{"omitted", "excluded"}, {"approved", "sanctioned"}, {"imposes", "impose"},
		{"forbids", "prohibits"}, {"overturned", "reversed"}, {"upheld", "enforced"},
	}
	for _, p := range same {
		if key(p[0]) != key(p[1]) {
			t.Errorf("key(%q) = %q, key(%q) = %q: want one key", p[0], key(p[0]), p[1], key(p[1]))
		}
	}
	// A WordNet group never widens a hand group: "maintain" stays apart
	// from hold, "preserve" from enforce, "confirm" from affirm.
	apart := [][2]string{{"bars", "permits"}, {"prohibits", "allows"}, {"affirmed", "reversed"}, {"state", "say"},
		{"held", "maintains"}, {"upheld", "preserved"}, {"affirmed", "confirmed"}, {"enforce", "hold"}, {"found", "established"}, {"given", "granted"}}
	for _, p := range apart {
		if key(p[0]) == key(p[1]) {
			t.Errorf("key(%q) = key(%q) = %q: want them apart", p[0], p[1], key(p[0]))
		}
	}
	hand := map[string]int{}
	for i, g := range synonymGroups {
		k := key(strings.Fields(g)[0])
		if j, dup := hand[k]; dup {
			t.Errorf("hand groups %d and %d share key %q after the WordNet merge", j, i, k)
		}
		hand[k] = i
	}
}

// TestWordNetTableFile: the table is well formed (groups of two or more
// words, sorted within the group, each group once, "#" comments only at
// the top; the groups' order is the generator's, most used sense first,
// and TestTableIsReproducible holds it) and its licence sits beside it.
func TestWordNetTableFile(t *testing.T) {
	lines := strings.Split(strings.TrimSuffix(wordnetSynonymList, "\n"), "\n")
	seen, groups := map[string]bool{}, 0
	for i, line := range lines {
		if strings.HasPrefix(line, "#") {
			if groups > 0 {
				t.Errorf("line %d: comment after the groups", i+1)
			}
			continue
		}
		ws := strings.Fields(line)
		if len(ws) < 2 {
			t.Errorf("line %d: group of fewer than two words: %q", i+1, line)
		}
		if !slices.IsSorted(ws) {
			t.Errorf("line %d: words out of order: %q", i+1, line)
		}
		if seen[line] {
			t.Errorf("line %d: group written twice: %q", i+1, line)
		}
		seen[line], groups = true, groups+1
	}
	if groups < 50 {
		t.Errorf("only %d groups", groups)
	}
	lic, err := os.ReadFile("tables/WORDNET-LICENSE.txt")
	if err != nil || !strings.Contains(string(lic), "WordNet 3.0 Copyright 2006 by Princeton University") {
		t.Errorf("WordNet licence missing beside the table: %v", err)
	}
}

// TestWordNetParaphraseProbes: support stated in WordNet synonyms the
// hand table lacks aligns, and so does a contrapositive of a condition
// ("will not be enforced if it imposes" restating "is reasonable if it
// does not impose"), which the better alignment exposed to the predicate
// check; a prohibition stated against a permission, and a condition's
// predicate turned round under the same main clause, are still clashes.
func TestWordNetParaphraseProbes(t *testing.T) {
	const src = "Commercial Lease (DOC-9, DOC-9#c2, contract)"
	const lease = "The lease compels the tenant to disclose every sublease to the landlord within ten days."
	const permits = "The agreement permits either party to assign it to an affiliate without the consent of the other party."
	runProbes(t, []probe{
		{name: "obliges ... reveal against compels ... disclose", prop: "The lease obliges the tenant to reveal every sublease to the landlord within ten days.", excerpt: lease, source: src, supports: true},
		{name: "reveals against discloses", prop: "The seller must reveal each pending claim to the buyer before closing.", excerpt: "The seller must disclose each pending claim to the buyer before closing.", source: src, supports: true},
		{name: "contrapositive of a condition", prop: "A covenant will not be enforced if it imposes undue hardship on the employee or harms the public.", excerpt: "A restraint is reasonable if it does not impose undue hardship on the employee and is not injurious to the public.", source: src, supports: true},
		{name: "imposes no against does not impose", prop: "The restraint is reasonable because it imposes no undue hardship on the employee.", excerpt: "A restraint is reasonable if it does not impose undue hardship on the employee.", source: src, supports: true},
		{name: "imposes against does not impose", prop: "A restraint is reasonable if it imposes undue hardship on the employee.", excerpt: "A restraint is reasonable if it does not impose undue hardship on the employee.", source: src, supports: false, why: "imposes"},
		{name: "lets against may", prop: "The agreement lets either party assign it to an affiliate without the other party's consent.", excerpt: "Either party may assign this Agreement to an affiliate without the consent of the other party.", source: src, supports: true},
		{name: "forbids against prohibits", prop: "The statute forbids a consumer to assign a claim for statutory damages.", excerpt: "The statute prohibits a consumer from assigning a claim for statutory damages.", source: src, supports: true},
		{name: "bars against permits", prop: "The agreement bars either party from assigning it to an affiliate without the consent of the other party.", excerpt: permits, source: src, supports: false},
	})
}

// BenchmarkBuildLexicon measures parsing the word lists, the WordNet
// table among them, into lookup tables: the cost paid once per process
// at package init (lex), before the first unit is judged.
// "wordnet-table" is the WordNet table's share (merging its groups into
// a copy of the hand table's keys).
func BenchmarkBuildLexicon(b *testing.B) {
	b.Run("all", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			if l := buildLexicon(); len(l.syn) == 0 {
				b.Fatal("no synonyms")
			}
		}
	})
	b.Run("wordnet-table", func(b *testing.B) {
		hand := map[string]string{}
		for _, g := range synonymGroups {
			ws := strings.Fields(g)
			for _, w := range ws {
				hand[stem(strings.ReplaceAll(w, "-", ""))] = ws[0]
			}
		}
		b.ReportAllocs()
		b.ResetTimer()
		for i := 0; i < b.N; i++ {
			syn := make(map[string]string, len(hand))
			for k, v := range hand {
				syn[k] = v
			}
			addGeneratedSynonyms(syn, wordnetSynonymList)
		}
	})
}
