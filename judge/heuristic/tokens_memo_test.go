package heuristic

import (
	"io/fs"
	"math/rand"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// tokenizeBefore is tokenize as it was before the word-form memo and the
// ASCII fast path: every rune decoded, every word folded afresh.
func tokenizeBefore(s string) []tok {
	var out []tok
	i := 0
	for i < len(s) {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case unicode.IsLetter(r):
			j := i + n
			for j < len(s) {
				r2, n2 := utf8.DecodeRuneInString(s[j:])
				if unicode.IsLetter(r2) {
					j += n2
					continue
				}
				if (r2 == '\'' || r2 == '’') && j+n2 < len(s) {
					if r3, _ := utf8.DecodeRuneInString(s[j+n2:]); unicode.IsLetter(r3) {
						j += n2
						continue
					}
				}
				break
			}
			w := s[i:j]
			hyph := i > 0 && s[i-1] == '-' && len(out) > 0 && out[len(out)-1].kind == tokWord && out[len(out)-1].start+len(out[len(out)-1].raw) == i-1
			out = foldWord(out, w, i, unicode.IsUpper(r), hyph)
			i = j
		case r >= '0' && r <= '9':
			j := i
			var digits strings.Builder
			for j < len(s) {
				c := s[j]
				if c >= '0' && c <= '9' {
					digits.WriteByte(c)
					j++
					continue
				}
				if (c == ',' || c == '.') && j+1 < len(s) && s[j+1] >= '0' && s[j+1] <= '9' {
					if c == '.' {
						digits.WriteByte('.')
					}
					j++
					continue
				}
				break
			}
			money := i > 0 && s[i-1] == '$'
			out = append(out, tok{low: digits.String(), raw: s[i:j], start: i, kind: tokNumber, money: money})
			i = j
		case strings.ContainsRune(",;:.()?!\"“”§", r):
			out = append(out, tok{low: string(r), raw: s[i : i+n], start: i, kind: tokPunct})
			i += n
		default:
			i += n
		}
	}
	return out
}

// TestTokenizeAgreesWithFormerCode: tokenize (words folded once per
// process, ASCII read byte by byte) gives exactly the tokens of the
// former tokenizer, on every fixture text and on random texts of the
// pieces a word can be made of, read twice so that the second reading
// comes from the memo.
func TestTokenizeAgreesWithFormerCode(t *testing.T) {
	var texts []string
	root := filepath.Join("..", "..", "fixtures")
	for _, file := range fixtureFiles(t) {
		texts = append(texts, file)
	}
	if len(texts) < 100 {
		t.Fatalf("only %d fixture texts under %s", len(texts), root)
	}
	pieces := []string{"a", "Z", "Court", "don't", "doesn’t", "can't", "won’t", "shan't", "n't", "'s", "’s", "'", "’", "party's", "parties'", "É", "é", "ß", "İ", "Ω", "-", " ", "\n", "non-compete", "noncompete", "9", "1,000", "2.5", "$", "%", ".", ",", ";", "§", "“", "”", "\"", "(", ")", "\xff", "\xe2\x80", "enforceable", "reasonableness", "HELD", "ıi", "ǅ"}
	texts = append(texts, randomTexts(pieces, 20000, 10, 0)...)
	for round := 0; round < 2; round++ {
		for _, s := range texts {
			if got, want := tokenize(s), tokenizeBefore(s); !reflect.DeepEqual(got, want) {
				t.Fatalf("round %d: tokenize(%.200q) = %+v, the former tokenizer %+v", round, s, got, want)
			}
		}
	}
	// A spelling past the memo's bound is folded afresh, the same way.
	if got, want := wordForms.of("Parties'"), foldWord(nil, "Parties'", 0, false, false); !reflect.DeepEqual(got, want) {
		t.Fatalf("remembered form %+v, folded afresh %+v", got, want)
	}
}

// splitClausesBefore is splitClauses as it was, copying each clause's
// tokens one by one; the rules added since (the relative clause's
// condition, 26.40) are written into it too, so that the test compares
// the two ways of cutting clauses, not two rule sets. It was left out
// until a fixture sentence (", which ends liability ..., unless ...")
// reached it.
func splitClausesBefore(toks []tok) []clause {
	var out []clause
	cur := clause{role: roleMain, condIdx: -1}
	leading := false // the sentence opened with a condition or exception
	flush := func(next clauseRole) {
		if len(cur.toks) > 0 {
			out = append(out, cur)
		}
		cur = clause{role: next, condIdx: -1}
	}
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if t.kind == tokPunct {
			switch t.low {
			case ";", ":":
				leading = false
				flush(roleMain)
				continue
			case ",":
				if leading {
					leading = false
					flush(roleMain)
					continue
				}
				if i+1 < len(toks) && (toks[i+1].low == "and" || toks[i+1].low == "or") {
					role := cur.role
					flush(role)
					i++
					continue
				}
			}
			cur.toks = append(cur.toks, t)
			continue
		}
		afterComma := i == 0 || toks[i-1].kind == tokPunct
		if n, role := connectiveAt(toks, i, afterComma); n > 0 {
			if role == roleCondition && (toks[i].low == "only" || i > 0 && toks[i-1].low == "only") {
				role = roleOnlyIf
			}
			if i == 0 || (len(cur.toks) == 0 && len(out) == 0) {
				leading = role != roleMain
			}
			flush(role)
			cur.conn = joinLow(toks[i : i+n])
			i += n - 1
			continue
		}
		cur.toks = append(cur.toks, t)
	}
	flush(roleMain)
	// Attach each condition or exception to its main clause: the one
	// before it, or for a leading one, the one after it.
	for i := range out {
		if out[i].role != roleCondition && out[i].role != roleException && out[i].role != roleOnlyIf {
			continue
		}
		j := i - 1
		for j >= 0 && out[j].role != roleMain {
			j--
		}
		if j >= 0 && j == i-1 && endsInRelative(out[j].toks) {
			continue // the relative clause's condition, a rule both versions share
		}
		if j < 0 {
			for j = i + 1; j < len(out) && out[j].role != roleMain; j++ {
			}
		}
		if j >= 0 && j < len(out) && out[j].condIdx < 0 {
			out[j].cond, out[j].condIdx = out[i].role, i
		}
	}
	return out
}

// TestSplitClausesAgreesWithFormerCode: clauses cut as slices of the
// sentence's tokens are the clauses the former code copied, for every
// sentence of every fixture text and of random connective-laden texts.
func TestSplitClausesAgreesWithFormerCode(t *testing.T) {
	var texts []string
	root := filepath.Join("..", "..", "fixtures")
	_ = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		if ext := filepath.Ext(path); ext == ".json" || ext == ".md" || ext == ".txt" {
			b, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			texts = append(texts, string(b))
		}
		return nil
	})
	pieces := []string{"the court", " held", " unless", " only if", " if", ", and", ", or", ",", ";", ":", " but", " except", " where", " when", " provided that", " the clause", " is", " not", " enforceable", ".", " because", " although", " only", " and", " or"}
	rng := rand.New(rand.NewSource(28))
	for range 20000 {
		var b strings.Builder
		for range rng.Intn(14) {
			b.WriteString(pieces[rng.Intn(len(pieces))])
		}
		texts = append(texts, b.String())
	}
	n := 0
	for _, text := range texts {
		for _, s := range sentencesOf(text) {
			got, want := splitClauses(s.toks), splitClausesBefore(s.toks)
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("splitClauses(%.200q) = %+v, the former code %+v", s.text, got, want)
			}
			n++
		}
	}
	if n < 1000 {
		t.Fatalf("only %d sentences compared", n)
	}
}
