package main

import (
	"bufio"
	"flag"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// minTag is the fewest sense-tagged occurrences (SemCor counts in
// cntlist.rev) for a first sense to count as dominant; an untagged first
// sense is WordNet's arbitrary order, not evidence of use.
const minTag = 3

// pos is a WordNet part of speech read here: its file suffix and the
// sense-key codes (2 verb; 3 adjective, 5 adjective satellite).
type pos struct {
	name  string
	codes []string
}

var poses = []pos{{"verb", []string{"2"}}, {"adj", []string{"3", "5"}}}

// wordnet is what the generator reads of one part of speech.
type wordnet struct {
	senses  map[string][]string        // lemma -> synset offsets, in sense order
	members map[string][]string        // synset offset -> single-word lemmas
	tags    map[string]map[int]int     // lemma -> sense number -> tag count
	other   map[string]int             // lemma -> most tags it has in another part of speech
	exc     map[string]string          // inflected form -> lemma
	forms   map[string]map[string]bool // lemma -> irregular forms
}

func main() {
	dir := flag.String("wordnet", "/usr/share/wordnet", "WordNet 3.0 dict directory")
	out := flag.String("out", "", "table to write (required)")
	flag.Parse()
	if *out == "" || flag.NArg() != 0 {
		fmt.Fprintln(os.Stderr, "usage: gen [-wordnet DIR] -out TABLE (the vocabulary is WordNet's own; no word files)")
		os.Exit(2)
	}
	verbs, err := load(*dir, poses[0])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	var groups []group
	for _, p := range poses {
		wn, err := load(*dir, p)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		groups = append(groups, synonymGroups(wn, p, verbs.exc)...)
	}
	var b strings.Builder
	b.WriteString("# Synonym groups generated from Princeton WordNet 3.0 by judge/heuristic/tables/gen\n")
	b.WriteString("# (licence: WORDNET-LICENSE.txt beside this file). One group a line; do not edit by hand.\n")
	b.WriteString("# Most used sense first: where two groups meet in a word's stem, the judge keeps the first.\n")
	for _, g := range ordered(groups) {
		b.WriteString(strings.Join(g, " "))
		b.WriteByte('\n')
	}
	tmp := *out + ".tmp"
	if err := os.WriteFile(tmp, []byte(b.String()), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	if err := os.Rename(tmp, *out); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

// wordRe is a single-word lemma: multi-word lemmas ("rule_out") and
// hyphenated or dotted ones are dropped, since the alignment compares
// single words.
var wordRe = regexp.MustCompile(`[a-z]+`)

// load reads index.P, data.P, P.exc and cntlist.rev for one part of
// speech.
func load(dir string, p pos) (*wordnet, error) {
	wn := &wordnet{senses: map[string][]string{}, members: map[string][]string{}, tags: map[string]map[int]int{}, other: map[string]int{}, exc: map[string]string{}, forms: map[string]map[string]bool{}}
	if err := eachLine(filepath.Join(dir, "index."+p.name), func(f []string) error {
		if len(f) < 6 {
			return nil
		}
		n, err := strconv.Atoi(f[2])
		if err != nil || len(f) < n {
			return fmt.Errorf("index.%s: bad line for %q", p.name, f[0])
		}
		wn.senses[f[0]] = f[len(f)-n:]
		return nil
	}); err != nil {
		return nil, err
	}
	if err := eachLine(filepath.Join(dir, "data."+p.name), func(f []string) error {
		if len(f) < 5 {
			return nil
		}
		n, err := strconv.ParseInt(f[3], 16, 0)
		if err != nil || len(f) < 4+2*int(n) {
			return fmt.Errorf("data.%s: bad synset %s", p.name, f[0])
		}
		var members []string
		for i := 0; i < int(n); i++ {
			w := strings.ToLower(f[4+2*i])
			if k := strings.IndexByte(w, '('); k >= 0 {
				w = w[:k] // adjective position markers: "(a)", "(p)", "(ip)"
			}
			if strings.ContainsAny(w, "0123456789") {
				// A numeral ("three 3 iii", "twelve 12 xii dozen"):
				// numbers are the fact rules' business, and the "III"
				// of a heading is not "three".
				return nil
			}
			if wordRe.FindString(w) == w && !slices.Contains(members, w) {
				members = append(members, w)
			}
		}
		wn.members[f[0]] = members
		return nil
	}); err != nil {
		return nil, err
	}
	if err := eachLine(filepath.Join(dir, p.name+".exc"), func(f []string) error {
		if len(f) >= 2 {
			wn.exc[f[0]] = f[1]
			if wn.forms[f[1]] == nil {
				wn.forms[f[1]] = map[string]bool{}
			}
			wn.forms[f[1]][f[0]] = true
		}
		return nil
	}); err != nil {
		return nil, err
	}
	otherTags := map[string]int{} // "lemma%code" -> tags, for the other parts of speech
	if err := eachLine(filepath.Join(dir, "cntlist.rev"), func(f []string) error {
		if len(f) < 3 {
			return nil
		}
		lemma, rest, ok := strings.Cut(f[0], "%")
		if !ok {
			return nil
		}
		sense, err1 := strconv.Atoi(f[1])
		count, err2 := strconv.Atoi(f[2])
		if err1 != nil || err2 != nil {
			return fmt.Errorf("cntlist.rev: bad line %q", strings.Join(f, " "))
		}
		if code := strings.SplitN(rest, ":", 2)[0]; !slices.Contains(p.codes, code) {
			otherTags[lemma+"%"+code] += count
			return nil
		}
		if wn.tags[lemma] == nil {
			wn.tags[lemma] = map[int]int{}
		}
		wn.tags[lemma][sense] += count
		return nil
	}); err != nil {
		return nil, err
	}
	for k, n := range otherTags {
		lemma, _, _ := strings.Cut(k, "%")
		wn.other[lemma] = max(wn.other[lemma], n)
	}
	return wn, nil
}

// eachLine calls fn with the fields of every line of a WordNet file
// except its licence header (lines starting with two spaces).
func eachLine(path string, fn func([]string) error) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "  ") {
			continue
		}
		if err := fn(strings.Fields(line)); err != nil {
			return err
		}
	}
	return sc.Err()
}

// dominant is the synsets of lemma that are its dominant senses (see the
// package doc); none when the lemma is tagged more often as another part
// of speech (noun, verb, adjective, adverb) than as this one.
func (wn *wordnet) dominant(lemma string) []string {
	offs, tags := wn.senses[lemma], wn.tags[lemma]
	if len(offs) == 0 || tags[1] < minTag {
		return nil
	}
	total := 0
	for _, t := range tags {
		total += t
	}
	if wn.other[lemma] > total {
		return nil // mostly another part of speech: "state" is a noun in legal prose, not "say"
	}
	out := []string{offs[0]}
	for i := 2; i <= len(offs); i++ {
		if t := tags[i]; t >= minTag && 2*t >= tags[1] {
			out = append(out, offs[i-1])
		}
	}
	return out
}

// group is one synset's synonym group: its words, sorted, and how often
// annotators tagged its members in that sense.
type group struct {
	words []string
	uses  int
}

// ordered is the groups' word lists, each once (at its most used), most
// used sense first and in word order among equals. The judge merges
// the table first come first served (a group sharing a stem with an
// earlier one is skipped whole, so senses never chain), so the order
// decides which sense a shared stem keeps: "bear endure tolerate",
// tagged hundreds of times, must not lose "endure" to "abiding
// enduring" because "abiding" sorts first.
func ordered(groups []group) [][]string {
	best := map[string]group{}
	for _, g := range groups {
		k := strings.Join(g.words, " ")
		if old, ok := best[k]; !ok || g.uses > old.uses {
			best[k] = g
		}
	}
	out := slices.Collect(maps.Values(best))
	slices.SortFunc(out, func(a, b group) int {
		if a.uses != b.uses {
			return b.uses - a.uses
		}
		return slices.Compare(a.words, b.words)
	})
	lists := make([][]string, len(out))
	for i, g := range out {
		lists[i] = g.words
	}
	return lists
}

// unambiguous reports whether lemma has one sense in this part of
// speech and is never tagged as another: a word with no other sense
// cannot bring in a sense lawyers never mean, so it joins its one synset
// without tag evidence. Legal verbs and adjectives are rare in SemCor's
// general prose ("sublet", "rescind", "overrule", "protract"), and the
// tag rule alone would leave them out of every group.
func (wn *wordnet) unambiguous(lemma string) bool {
	return len(wn.senses[lemma]) == 1 && wn.other[lemma] == 0
}

// synonymGroups is, for every synset that is a dominant sense of some
// lemma of this part of speech (the vocabulary is WordNet's own, so the
// table does not depend on the texts of any Vault), the members for
// which it is dominant too, and the unambiguous members, with verbs'
// forms. A group needs at least two members and at least one for which
// the synset is a tagged dominant sense: two rare words with no evidence
// of use between them are not a paraphrase the table vouches for.
//
// A member that is an irregular form of another verb in text (WordNet's
// verb.exc: "found" of find, "given" of give, "held" of hold) is left
// out: the alignment sees the form, and "the court found" is not
// "founded", nor "given that" "granted".
func synonymGroups(wn *wordnet, p pos, verbForm map[string]string) []group {
	synsets := map[string]bool{}
	for l := range wn.senses {
		for _, s := range wn.dominant(l) {
			synsets[s] = true
		}
	}
	var groups []group
	for s := range synsets {
		var words []string
		anchored := false // some member has s as a tagged dominant sense
		for _, m := range wn.members[s] {
			if base, ok := verbForm[m]; ok && base != m {
				continue
			}
			if len(m) < 3 {
				continue
			}
			switch {
			case slices.Contains(wn.dominant(m), s):
				anchored = true
			case !wn.unambiguous(m):
				continue
			}
			words = append(words, m)
		}
		if len(words) < 2 || !anchored {
			continue
		}
		var all []string
		uses := 0
		for _, m := range words {
			uses += wn.tags[m][slices.Index(wn.senses[m], s)+1]
			all = append(all, m)
			if p.name == "verb" {
				all = append(all, verbForms(m, wn.ownForms(m))...)
			}
		}
		slices.Sort(all)
		groups = append(groups, group{slices.Compact(all), uses})
	}
	return groups
}

// ownForms is the irregular forms of verb v that read as v in text: a
// form that is a word in its own right used more often than v itself
// ("ground", the noun, tagged far more often than "grind" the verb; the
// verb "found" against "find" is not) is left out, so a common noun does
// not take the key of a rare verb's synonyms.
func (wn *wordnet) ownForms(v string) map[string]bool {
	uses := func(l string) int {
		n := 0
		for _, t := range wn.tags[l] {
			n += t
		}
		return n
	}
	out := map[string]bool{}
	for f := range wn.forms[v] {
		if rival := max(wn.other[f], uses(f)); f != v && rival > uses(v) {
			continue
		}
		out[f] = true
	}
	return out
}

// verbForms is a verb's third-person, past and present-participle forms:
// the irregular ones from WordNet's exception list, the regular ones by
// the spelling rules (doubling a final consonant after one vowel).
func verbForms(v string, irregular map[string]bool) []string {
	var out []string
	for f := range irregular {
		out = append(out, f)
	}
	n := len(v)
	switch {
	case strings.HasSuffix(v, "e"):
		out = append(out, v+"s", v+"d", v[:n-1]+"ing")
	case strings.HasSuffix(v, "y") && n > 1 && !strings.ContainsRune("aeiou", rune(v[n-2])):
		out = append(out, v[:n-1]+"ies", v[:n-1]+"ied", v+"ing")
	case strings.HasSuffix(v, "s") || strings.HasSuffix(v, "x") || strings.HasSuffix(v, "z") || strings.HasSuffix(v, "ch") || strings.HasSuffix(v, "sh"):
		out = append(out, v+"es", v+"ed", v+"ing")
	default:
		out = append(out, v+"s", v+"ed", v+"ing")
		// A final consonant after one vowel doubles when the last
		// syllable is stressed (barred, permitted) and not otherwise
		// (visited); stress is not in WordNet, so both are written.
		if n >= 3 && !strings.ContainsRune("aeiouwxy", rune(v[n-1])) && strings.ContainsRune("aeiou", rune(v[n-2])) && !strings.ContainsRune("aeiou", rune(v[n-3])) {
			out = append(out, v+v[n-1:]+"ed", v+v[n-1:]+"ing")
		}
	}
	return out
}
