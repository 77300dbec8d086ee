// Package vaulttest generates synthetic Vaults for tests and benchmarks of
// every layer: realistic legal-looking text with star pages, section
// headings, numbered paragraphs and reporter citations, plus principals and
// grants that exercise the ACL (everyone, groups with windows, ethical
// walls). Generation is deterministic for a seed. It also holds the golden-
// file helper (Golden, Updating) shared by every package's printer tests.
package vaulttest

import (
	"fmt"
	"math/rand"
	"strings"
	"time"

	"github.com/citecheck/citecheck/vault"
	"github.com/citecheck/citecheck/vault/textnorm"
)

// SyntheticChunkTokens is the chunk budget of synthetic Vaults. Each
// generated section is sized to fit it, so a document has exactly
// chunksPerDoc chunks.
const SyntheticChunkTokens = 256

// Groups are the groups synthetic principals belong to.
var Groups = []string{"litigation", "corporate", "matter-2041", "matter-3100", "tax"}

// Synthetic returns a Source of nDocs documents with chunksPerDoc chunks
// each (nDocs*chunksPerDoc chunks once chunked with SyntheticChunkTokens),
// 50 principals and an ACL in which about 80% of documents are readable
// by everyone, 15% by one group during a window, 5% by one user, with an
// ethical wall (deny) on every 50th document. Document IDs are
// "SYN-000001"...; document i cites "<i> F.4th <n>" and is titled
// "Party<i> v. Other<i> Corp.". The same seed gives the same Vault.
func Synthetic(nDocs, chunksPerDoc int, seed int64) *vault.Source {
	rng := rand.New(rand.NewSource(seed))
	return synthetic(rng, "synthetic", nDocs, chunksPerDoc, prose{word: func() string { return words[rng.Intn(len(words))] }, sentenceWords: 8})
}

// prose is how synthetic text picks its words: word draws the next one;
// a sentence has sentenceWords to sentenceWords+6 words;
// maxSectionTokens, when set, redraws any section above that many tokens
// (vocabularies with long words would otherwise spill into an extra
// chunk now and then).
type prose struct {
	word             func() string
	sentenceWords    int
	maxSectionTokens int
}

// synthetic builds the Source of Synthetic and SyntheticZipf from the
// given word source; the ACL and metadata do not depend on it.
func synthetic(rng *rand.Rand, name string, nDocs, chunksPerDoc int, pr prose) *vault.Source {
	src := &vault.Source{Manifest: vault.Manifest{
		Name: fmt.Sprintf("%s-%dx%d", name, nDocs, chunksPerDoc), ChunkTokens: SyntheticChunkTokens,
		Encoding: vault.DefaultEncoding, IDPattern: "SYN-[0-9]{6}",
	}}
	for i := 1; i <= nDocs; i++ {
		src.Documents = append(src.Documents, &vault.Document{
			ID: DocID(i), Title: fmt.Sprintf("Party%d v. Other%d Corp.", i, i),
			Filename: fmt.Sprintf("syn-%06d.pdf", i), Kind: "case",
			Citations: []string{fmt.Sprintf("%d F.4th %d", i%999+1, i)},
			Aliases:   []string{fmt.Sprintf("Party%d", i)},
			Court:     "9th Cir.", Decided: fmt.Sprintf("%d-06-01", 1950+i%70),
			Text: documentText(rng, pr, i, chunksPerDoc),
		})
	}
	start := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	for u := 1; u <= 50; u++ {
		p := &vault.Principal{User: fmt.Sprintf("u-%03d", u)}
		for g, name := range Groups {
			if (u+g)%3 == 0 {
				p.Groups = append(p.Groups, vault.Membership{Group: name, From: start.AddDate(0, g, 0), Until: start.AddDate(1, g, 0)})
			}
		}
		src.Principals = append(src.Principals, p)
	}
	line := 0
	grant := func(doc, principal string, effect vault.Effect, from, until time.Time) {
		line++
		src.Grants = append(src.Grants, &vault.Grant{Doc: doc, Principal: principal, Effect: effect, From: from, Until: until, Line: line})
	}
	for i := 1; i <= nDocs; i++ {
		id := DocID(i)
		switch r := i % 20; {
		case r < 16:
			grant(id, "*", vault.Allow, time.Time{}, time.Time{})
		case r < 19:
			grant(id, "group:"+Groups[i%len(Groups)], vault.Allow, start.AddDate(0, i%6, 0), start.AddDate(1, i%6, 0))
		default:
			grant(id, fmt.Sprintf("user:u-%03d", i%50+1), vault.Allow, time.Time{}, time.Time{})
		}
		if i%50 == 0 {
			grant(id, fmt.Sprintf("user:u-%03d", i%7+1), vault.Deny, time.Time{}, time.Time{})
		}
	}
	return src
}

// DocID is the ID of synthetic document i (1-based).
func DocID(i int) string { return fmt.Sprintf("SYN-%06d", i) }

// documentText writes chunksPerDoc sections, each a page marker, a
// heading and two numbered paragraphs of about 100 tokens: one chunk each.
func documentText(rng *rand.Rand, pr prose, doc, sections int) string {
	var b strings.Builder
	para := 0
	for s := 1; s <= sections; s++ {
		if s > 1 {
			b.WriteString("\n\n")
		}
		for {
			var sec strings.Builder
			fmt.Fprintf(&sec, "[*%d]\n## %s. %s\n", 100+s, textnorm.Roman(s), title(pr))
			for p := 0; p < 2; p++ {
				fmt.Fprintf(&sec, "\n¶ %d %s", para+p+1, paragraph(rng, pr, doc))
			}
			if pr.maxSectionTokens == 0 || vault.CountTokens(sec.String()) <= pr.maxSectionTokens {
				b.WriteString(sec.String())
				para += 2
				break
			}
		}
	}
	return b.String()
}

// paragraph is four or five sentences of legal prose, one of them citing
// another synthetic document, about 100 tokens in all.
func paragraph(rng *rand.Rand, pr prose, doc int) string {
	n := 4 + rng.Intn(2)
	s := make([]string, n)
	for i := range s {
		s[i] = sentence(rng, pr)
	}
	other := rng.Intn(doc) + 1
	s[rng.Intn(n)] = fmt.Sprintf("See Party%d v. Other%d Corp., %d F.4th %d, %d (9th Cir. %d).", other, other, other%999+1, other, other+rng.Intn(20), 1950+other%70)
	return strings.Join(s, " ")
}

func sentence(rng *rand.Rand, pr prose) string {
	n := pr.sentenceWords + rng.Intn(7)
	w := make([]string, n)
	for i := range w {
		w[i] = pr.word()
	}
	w[0] = strings.ToUpper(w[0][:1]) + w[0][1:]
	return strings.Join(w, " ") + "."
}

func title(pr prose) string {
	return strings.Title(pr.word()) + " and " + strings.Title(pr.word()) //nolint:staticcheck // ASCII words
}

// words is the vocabulary of synthetic prose.
var words = strings.Fields(`clause forum selection court venue transfer contract party parties
enforce enforcement unenforceable valid prima facie reasonable unreasonable circumstances
public policy statute jurisdiction exclusive mandatory permissive agreement dispute arising
plaintiff defendant motion dismiss district appeal circuit held holding reverse affirm remand
fraud overreaching inconvenient gravely difficult day fundamental fairness scrutiny notice
ticket passenger franchise consumer waiver rights choice law governing interpretation tort
claims related signatory nonsignatory bound transfer convenience witnesses interest justice
private factors weight controlling exceptional cases bargaining power negotiated form adhesion
the a of to in and that which is was be by for with as on under would should must may not
shall any all each such its their this these those whether because although unless however`)
