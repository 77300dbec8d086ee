// Package vaulttest generates synthetic Vaults for tests and benchmarks of
// every layer: realistic legal-looking text with star pages, section
// headings, numbered paragraphs and reporter citations, plus principals and
// grants that exercise the ACL (everyone, groups with windows, ethical
// walls). Generation is deterministic for a seed.
package vaulttest

import (
	"fmt"
	"math/rand"
	"strings"
	"time"

	"github.com/citecheck/citecheck/vault"
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
	src := &vault.Source{Manifest: vault.Manifest{
		Name: fmt.Sprintf("synthetic-%dx%d", nDocs, chunksPerDoc), ChunkTokens: SyntheticChunkTokens,
		Encoding: vault.DefaultEncoding, IDPattern: "SYN-[0-9]{6}",
	}}
	for i := 1; i <= nDocs; i++ {
		src.Documents = append(src.Documents, &vault.Document{
			ID: DocID(i), Title: fmt.Sprintf("Party%d v. Other%d Corp.", i, i),
			Filename: fmt.Sprintf("syn-%06d.pdf", i), Kind: "case",
			Citations: []string{fmt.Sprintf("%d F.4th %d", i%999+1, i)},
			Aliases:   []string{fmt.Sprintf("Party%d", i)},
			Court:     "9th Cir.", Decided: fmt.Sprintf("%d-06-01", 1950+i%70),
			Text: documentText(rng, i, chunksPerDoc),
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
func documentText(rng *rand.Rand, doc, sections int) string {
	var b strings.Builder
	para := 0
	for s := 1; s <= sections; s++ {
		if s > 1 {
			b.WriteString("\n\n")
		}
		fmt.Fprintf(&b, "[*%d]\n## %s. %s\n", 100+s, roman(s), title(rng))
		for p := 0; p < 2; p++ {
			para++
			fmt.Fprintf(&b, "\n¶ %d %s", para, paragraph(rng, doc))
		}
	}
	return b.String()
}

// paragraph is four or five sentences of legal prose, one of them citing
// another synthetic document, about 100 tokens in all.
func paragraph(rng *rand.Rand, doc int) string {
	n := 4 + rng.Intn(2)
	s := make([]string, n)
	for i := range s {
		s[i] = sentence(rng)
	}
	other := rng.Intn(doc) + 1
	s[rng.Intn(n)] = fmt.Sprintf("See Party%d v. Other%d Corp., %d F.4th %d, %d (9th Cir. %d).", other, other, other%999+1, other, other+rng.Intn(20), 1950+other%70)
	return strings.Join(s, " ")
}

func sentence(rng *rand.Rand) string {
	n := 8 + rng.Intn(7)
	w := make([]string, n)
	for i := range w {
		w[i] = words[rng.Intn(len(words))]
	}
	w[0] = strings.ToUpper(w[0][:1]) + w[0][1:]
	return strings.Join(w, " ") + "."
}

func title(rng *rand.Rand) string {
	return strings.Title(words[rng.Intn(len(words))]) + " and " + strings.Title(words[rng.Intn(len(words))]) //nolint:staticcheck // ASCII words
}

func roman(n int) string {
	vals := []int{1000, 900, 500, 400, 100, 90, 50, 40, 10, 9, 5, 4, 1}
	syms := []string{"M", "CM", "D", "CD", "C", "XC", "L", "XL", "X", "IX", "V", "IV", "I"}
	var b strings.Builder
	for i, v := range vals {
		for n >= v {
			b.WriteString(syms[i])
			n -= v
		}
	}
	return b.String()
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
