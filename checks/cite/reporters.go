package cite

import (
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"strings"
)

// ReporterKind says how a reporter's citations are read: as case reports,
// as Westlaw or Lexis database numbers, or as statute compilations.
type ReporterKind uint8

// Reporter kinds.
const (
	ReporterCase ReporterKind = iota
	ReporterWL
	ReporterLexis
	ReporterStatute // volume-page statute compilations such as "Stat."
	// ReporterNeutral is a public-domain citation's court code ("2007 VT
	// 95"): its volume is a year.
	ReporterNeutral
	// ReporterJournal is a law review or journal ("Colum. L. Rev.").
	ReporterJournal
)

// reporterEntry is one spelling of a reporter and its canonical form.
type reporterEntry struct {
	canonical string
	kind      ReporterKind
	// from and to are the years the reporter's edition covers (0: open),
	// from reporters-db; they settle an abbreviation several reporters
	// share ("P.R.", "Johnson") by the citation's year.
	from, to int
}

// Reporters is a table of reporter abbreviations and their spelling
// variants, compiled into a byte trie over the spelling with white space
// removed, so "U. S.", "U.S." and "U.\nS." are one key. The trie is the
// literal-first scanner: it is walked only at a volume number, never run
// as a pattern over the whole text. A *Reporters is immutable once built
// and safe for concurrent use.
type Reporters struct {
	nodes []trieNode
	// first marks the bytes a key can start with, a cheap filter before a
	// trie walk.
	first [256]bool
	// pieces are the abbreviation words of every key ("Ct.", "Supp."),
	// which never end a sentence.
	pieces map[string]bool
	// pieceShapes filters look-ups in pieces.
	pieceShapes wordShapes
	n           int
}

type trieNode struct {
	edges []trieEdge
	// entries are the reporters whose key ends here, best first.
	entries []reporterEntry
}

type trieEdge struct {
	b    byte
	next int32
}

// reporterDef is one reporter of a table: its canonical spelling and the
// variants (besides itself) it is written as.
type reporterDef struct {
	canonical string
	kind      ReporterKind
	variants  []string
}

func newReporters() *Reporters {
	return &Reporters{nodes: []trieNode{{}}, pieces: map[string]bool{}}
}

// Len is the number of spellings in the table.
func (r *Reporters) Len() int { return r.n }

// key is a spelling with white space removed: the trie's alphabet.
func key(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if !isSpaceByte(s[i]) {
			b.WriteByte(s[i])
		}
	}
	return b.String()
}

// add records spelling as a way of writing canonical.
func (r *Reporters) add(spelling, canonical string, kind ReporterKind) {
	r.addDated(spelling, reporterEntry{canonical: canonical, kind: kind})
}

// addDated records spelling as a way of writing the reporter of e.
func (r *Reporters) addDated(spelling string, e reporterEntry) {
	canonical := e.canonical
	k := key(spelling)
	if k == "" {
		return
	}
	n := int32(0)
	for i := 0; i < len(k); i++ {
		n = r.child(n, k[i])
	}
	for _, e := range r.nodes[n].entries {
		if e.canonical == canonical {
			return
		}
	}
	r.nodes[n].entries = append(r.nodes[n].entries, e)
	r.first[k[0]] = true
	r.n++
	for _, w := range strings.Fields(spelling) {
		if strings.HasSuffix(w, ".") {
			r.pieces[w] = true
			r.pieceShapes.add(w)
		}
	}
}

func (r *Reporters) child(n int32, b byte) int32 {
	for _, e := range r.nodes[n].edges {
		if e.b == b {
			return e.next
		}
	}
	r.nodes = append(r.nodes, trieNode{})
	next := int32(len(r.nodes) - 1)
	r.nodes[n].edges = append(r.nodes[n].edges, trieEdge{b, next})
	return next
}

func (r *Reporters) step(n int32, b byte) (int32, bool) {
	for _, e := range r.nodes[n].edges {
		if e.b == b {
			return e.next, true
		}
	}
	return 0, false
}

// Canonical returns the canonical spelling of a reporter as written
// ("U. S." -> "U.S.", "F.Supp.2d" -> "F. Supp. 2d"), or false when the
// table does not know it.
func (r *Reporters) Canonical(written string) (string, bool) {
	k := key(written)
	n := int32(0)
	for i := 0; i < len(k); i++ {
		var ok bool
		if n, ok = r.step(n, k[i]); !ok {
			return "", false
		}
	}
	if len(r.nodes[n].entries) == 0 {
		return "", false
	}
	return r.nodes[n].entries[0].canonical, true
}

// isAbbreviationPiece reports whether w (ending in a period) is a word of
// some reporter abbreviation.
func (r *Reporters) isAbbreviationPiece(w string) bool { return r.pieceShapes.may(w) && r.pieces[w] }

// reporterMatch is one reporter spelling found in the text.
type reporterMatch struct {
	end   int // byte offset just past the spelling
	entry reporterEntry
	// alts are every reporter the spelling names, entry first.
	alts []reporterEntry
}

// matchAt walks the trie from s[i], skipping white space inside the
// spelling (at most 4 bytes per run), and returns every reporter whose
// spelling ends at a token boundary, longest first.
func (r *Reporters) matchAt(s string, i int, buf []reporterMatch) []reporterMatch {
	buf = buf[:0]
	if i >= len(s) || !r.first[s[i]] {
		return buf
	}
	n := int32(0)
	for i < len(s) {
		c := s[i]
		if isSpaceByte(c) {
			j := i
			for j < len(s) && isSpaceByte(s[j]) && j-i < 5 {
				j++
			}
			if j >= len(s) || isSpaceByte(s[j]) {
				break
			}
			if _, ok := r.step(n, s[j]); !ok {
				break
			}
			i = j
			continue
		}
		next, ok := r.step(n, c)
		if !ok {
			break
		}
		n = next
		i++
		if len(r.nodes[n].entries) > 0 && reporterEndsAt(s, i) {
			es := r.nodes[n].entries
			buf = append(buf, reporterMatch{end: i, entry: es[0], alts: es})
		}
	}
	// longest first
	for a, b := 0, len(buf)-1; a < b; a, b = a+1, b-1 {
		buf[a], buf[b] = buf[b], buf[a]
	}
	return buf
}

// reporterEndsAt reports whether a reporter spelling may end before s[i]:
// at the end of the text, white space, or a comma.
func reporterEndsAt(s string, i int) bool {
	if i >= len(s) {
		return true
	}
	c := s[i]
	if isSpaceByte(c) || c == ',' {
		return true
	}
	// "F.3d" ends before "]" only in odd text; the page must follow anyway.
	return false
}

func isSpaceByte(c byte) bool {
	// '\t', '\n', '\v', '\f' and '\r' are the bytes 9 to 13: one
	// unsigned comparison tests them all (every scanner asks this of
	// nearly every byte)
	return c == ' ' || c-'\t' <= '\r'-'\t'
}

// BuiltinReporters returns citecheck's own reporter table: the federal,
// regional and main state reporters, Westlaw, Lexis and the common
// spelling variants. It is built on each call; callers keep one.
func BuiltinReporters() *Reporters {
	r := newReporters()
	for _, d := range builtinTable {
		r.add(d.canonical, d.canonical, d.kind)
		for _, v := range d.variants {
			r.add(v, d.canonical, d.kind)
		}
	}
	return r
}

// reportersDB is the shape of reporters-db's reporters.json: reporter
// name -> list of reporters (several series can share an abbreviation).
type reportersDB map[string][]struct {
	CiteType   string                     `json:"cite_type"`
	Editions   map[string]json.RawMessage `json:"editions"`
	Variations map[string]string          `json:"variations"`
}

// LoadReportersDB reads a reporters-db reporters.json (the Free Law
// Project's table of ~1,200 reporters) and returns the built-in table
// extended with every edition and variation in it. Built-in spellings keep
// precedence where both define one, so canonical forms stay stable.
func LoadReportersDB(path string) (*Reporters, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, &InputError{File: path, Msg: err.Error()}
	}
	var db reportersDB
	if err := json.Unmarshal(data, &db); err != nil {
		line, col := lineCol(data, err)
		return nil, &InputError{File: path, Line: line, Field: fmt.Sprintf("column %d", col), Msg: "malformed reporters-db JSON: " + err.Error()}
	}
	r := BuiltinReporters()
	names := make([]string, 0, len(db))
	for name := range db {
		names = append(names, name)
	}
	sort.Strings(names) // deterministic precedence
	for _, name := range names {
		for _, rep := range db[name] {
			kind := ReporterCase
			switch {
			case strings.Contains(rep.CiteType, "lexis"):
				kind = ReporterLexis
			case name == "WL":
				kind = ReporterWL
			}
			eds := make([]string, 0, len(rep.Editions))
			years := map[string][2]int{}
			for ed, raw := range rep.Editions {
				eds = append(eds, ed)
				var span struct {
					Start *string `json:"start"`
					End   *string `json:"end"`
				}
				if json.Unmarshal(raw, &span) == nil {
					years[ed] = [2]int{yearOf(span.Start), yearOf(span.End)}
				}
			}
			sort.Strings(eds)
			for _, ed := range eds {
				r.addDated(ed, reporterEntry{canonical: ed, kind: kind, from: years[ed][0], to: years[ed][1]})
			}
			vars := make([]string, 0, len(rep.Variations))
			for v := range rep.Variations {
				vars = append(vars, v)
			}
			sort.Strings(vars)
			for _, v := range vars {
				if f := strings.Fields(v); len(f) > 1 && f[len(f)-1] == "at" {
					continue // "T.C. at": the "at" of a short cite, never part of a reporter
				}
				ed := rep.Variations[v]
				r.addDated(v, reporterEntry{canonical: ed, kind: kind, from: years[ed][0], to: years[ed][1]})
			}
		}
	}
	return r, nil
}

// yearOf reads the year of a reporters-db date ("1806-01-01T00:00:00"),
// 0 for none.
func yearOf(d *string) int {
	if d == nil || len(*d) < 4 {
		return 0
	}
	y := 0
	for i := 0; i < 4; i++ {
		if !isDigit((*d)[i]) {
			return 0
		}
		y = y*10 + int((*d)[i]-'0')
	}
	return y
}

// covers reports whether the entry's years include year (0: unknown).
func (e reporterEntry) covers(year int) bool {
	return year == 0 || (e.from == 0 || year >= e.from) && (e.to == 0 || year <= e.to)
}
