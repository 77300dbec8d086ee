package cite

import (
	"sort"
	"strings"

	"github.com/citecheck/citecheck/vault"
	"github.com/citecheck/citecheck/vault/namekeys"
	"github.com/citecheck/citecheck/vault/textnorm"
)

// DocumentNames is what the extractor knows of one Vault document: the
// names and citations it goes by. With them a caption or full title
// written plainly is a citation, and a name written before (or after)
// the document's full citation is recognised as naming the same
// document.
type DocumentNames struct {
	ID        string
	Title     string
	Aliases   []string
	Citations []string
	// Pages are the document's page names that are not numbers (PDF
	// page labels "i", "ii", "A-1"): with them "at ii" after a citation
	// of the document is a page pin (page_labels.go).
	Pages []string
}

// docIndex maps names and citations to the documents they name: from
// copies of every document's names (Options.Documents), or by asking the
// Vault's own key tables per span of the answer (Options.Tables), which
// answer alike (TestExtractorAskingTheVaultReadsAsCopies).
type docIndex struct {
	// tabs, when set, are the Vault's tables: the maps and the trie
	// below are then empty and every question goes to them.
	tabs *vault.ExtractorTables
	// byName holds every title, alias and caption by its
	// vault.NormalizeName key; with lookupName set, only the captions
	// whose key is not their title's, the rest being asked of the Vault.
	byName map[string][]string // vault.NormalizeName -> IDs
	// lookupName is Options.LookupName (nil: byName holds every name).
	lookupName func(name string) []string
	byCite     map[string][]string // textnorm.Identifier -> IDs
	// plain are the full titles and captions found in running text,
	// as a word trie.
	plain *wordTrie
	// names are the short names of each document (aliases without a
	// leading "The", the parties of case-shaped titles), for mentions.
	names   map[string][]string // name as written -> IDs
	byDocNm map[string][]string // ID -> its short names
	// pinFirst lists, by first word, the short names that name one
	// document only, longest first: such a name followed by a pin is a
	// citation of that document even where the answer cites it nowhere
	// else.
	pinFirst map[string][]string
	// pinLens filters pinFirst: bit len(f)%64 of pinLens[f[0]] is set
	// for every key f, so that most capitalised words of an answer are
	// ruled out without hashing them.
	pinLens [256]uint64
	// unique holds, by ID, the short names that name that document alone
	// (namesOf), in byDocNm's order; shared, never written once built.
	unique map[string][]string
}

// newDocIndex indexes docs, or, with tabs, asks the Vault's tables
// instead (docs are then not read, and lookupName must be set: titles
// and aliases are asked of it).
func newDocIndex(docs []DocumentNames, lookupName func(string) []string, tabs *vault.ExtractorTables) *docIndex {
	if tabs != nil {
		return &docIndex{tabs: tabs, lookupName: lookupName, plain: newWordTrie()}
	}
	// The maps are sized for one key per document up front: growing
	// them one rehash at a time was a seventh of building the index
	// over a large Vault.
	n := len(docs)
	ix := &docIndex{byName: make(map[string][]string, 2*n), byCite: make(map[string][]string, n), plain: newWordTrie(), names: make(map[string][]string, 2*n), byDocNm: make(map[string][]string, n)}
	add := func(m map[string][]string, k, id string) {
		if k == "" {
			return
		}
		for _, x := range m[k] {
			if x == id {
				return
			}
		}
		m[k] = append(m[k], id)
	}
	ix.lookupName = lookupName
	for _, d := range docs {
		if lookupName == nil {
			for _, n := range append([]string{d.Title}, d.Aliases...) {
				add(ix.byName, vault.NormalizeName(n), d.ID)
			}
		}
		for _, c := range d.Citations {
			add(ix.byCite, textnorm.Identifier(c), d.ID)
		}
		for _, full := range namekeys.Captions(d.Title) {
			// The title itself (trimmed: the same NormalizeName key) is
			// in the Vault's name table already.
			if lookupName == nil || full != strings.TrimSpace(d.Title) {
				add(ix.byName, vault.NormalizeName(full), d.ID)
			}
			ix.plain.add(full, d.ID)
		}
		for _, n := range namekeys.ShortNames(d.Title, d.Aliases) {
			add(ix.names, n, d.ID)
			add(ix.byDocNm, d.ID, n)
		}
	}
	ix.pinFirst = map[string][]string{}
	for n, ids := range ix.names {
		if len(ids) != 1 {
			continue
		}
		f := namekeys.FirstWord(n)
		ix.pinFirst[f] = append(ix.pinFirst[f], n)
	}
	for f, ns := range ix.pinFirst {
		sort.Slice(ns, func(i, j int) bool { return len(ns[i]) > len(ns[j]) || len(ns[i]) == len(ns[j]) && ns[i] < ns[j] })
		if f != "" {
			ix.pinLens[f[0]] |= 1 << (len(f) % 64)
		}
	}
	ix.unique = make(map[string][]string, len(ix.byDocNm))
	for id, ns := range ix.byDocNm {
		var u []string
		for _, n := range ns {
			if len(ix.names[n]) == 1 {
				u = append(u, n)
			}
		}
		if u != nil {
			ix.unique[id] = u
		}
	}
	return ix
}

// captionsOf returns the forms of a title found in running text
// (namekeys.Captions).
func captionsOf(title string) []string { return namekeys.Captions(title) }

// shortNames are the names a document is referred back to by
// (namekeys.ShortNames).
func shortNames(d DocumentNames) []string { return namekeys.ShortNames(d.Title, d.Aliases) }

// docsOfName returns the documents a name names.
func (ix *docIndex) docsOfName(name string) []string {
	if ix == nil {
		return nil
	}
	if ix.tabs != nil {
		return mergeIDs(ix.lookupName(name), ix.tabs.DocsOfCaption(name))
	}
	if ix.lookupName == nil {
		return ix.byName[vault.NormalizeName(name)]
	}
	return mergeIDs(ix.lookupName(name), ix.byName[vault.NormalizeName(name)])
}

// mergeIDs is the union of two lists of document IDs each in ID order
// (the order of the Vault's documents, ascending), in ID order, each
// once: the list byName held when it was filled from every document in
// that order.
func mergeIDs(a, b []string) []string {
	if len(b) == 0 {
		return a
	}
	if len(a) == 0 {
		return b
	}
	out := make([]string, 0, len(a)+len(b))
	i, j := 0, 0
	for i < len(a) || j < len(b) {
		switch {
		case j == len(b) || i < len(a) && a[i] < b[j]:
			out = append(out, a[i])
			i++
		case i == len(a) || b[j] < a[i]:
			out = append(out, b[j])
			j++
		default:
			out = append(out, a[i])
			i, j = i+1, j+1
		}
	}
	return out
}

// docsOfCite returns the documents a reporter, WL or Lexis citation
// names.
func (ix *docIndex) docsOfCite(id string) []string {
	if ix == nil {
		return nil
	}
	if ix.tabs != nil {
		return ix.tabs.DocsOfCitation(id)
	}
	return ix.byCite[textnorm.Identifier(id)]
}

// wordTrie finds phrases in text word by word, case-insensitively,
// ignoring punctuation around words.
type wordTrie struct {
	root *trieWord
	n    int
	// firstLens filters the root's words: bit len(w)%64 of
	// firstLens[w[0]] is set for each (phraseWalker.start asks it
	// before hashing an answer's word).
	firstLens [256]uint64
}

type trieWord struct {
	next map[string]*trieWord
	docs []string
	text string // the phrase as given
}

func newWordTrie() *wordTrie { return &wordTrie{root: &trieWord{next: map[string]*trieWord{}}} }

func (t *wordTrie) add(phrase, id string) {
	words := namekeys.PhraseWords(phrase)
	if len(words) < 2 {
		return
	}
	if f := words[0]; f != "" {
		t.firstLens[f[0]] |= 1 << (len(f) % 64)
	}
	n := t.root
	for _, w := range words {
		nx, ok := n.next[w]
		if !ok {
			// A node's map is made when it gets its first child: most
			// nodes are a title's last word and have none.
			if n.next == nil {
				n.next = map[string]*trieWord{}
			}
			nx = &trieWord{}
			n.next[w] = nx
		}
		n = nx
	}
	for _, d := range n.docs {
		if d == id {
			return
		}
	}
	n.docs = append(n.docs, id)
	n.text = phrase
	t.n++
}

// namesOf returns the short names of document id that name it alone
// (the caller does not write into them).
func (ix *docIndex) namesOf(id string) []string {
	var out []string
	if ix.tabs != nil {
		for _, n := range ix.tabs.ShortNamesOf(id) {
			if ix.tabs.NamesOneDocument(n) {
				out = append(out, n)
			}
		}
		return out
	}
	return ix.unique[id]
}

// shortNameDocs returns the documents a short name (as written) names.
func (ix *docIndex) shortNameDocs(name string) []string {
	if ix.tabs != nil {
		return ix.tabs.DocsOfShortName(name)
	}
	return ix.names[name]
}

// pinNames returns the short names that name one document only and
// start with the word first, longest first.
func (ix *docIndex) pinNames(first string) []string {
	if ix.tabs != nil {
		return ix.tabs.UniqueShortNames(first)
	}
	if first != "" && ix.pinLens[first[0]]>>(len(first)%64)&1 == 0 {
		return nil // no key of that first byte and length
	}
	return ix.pinFirst[first]
}

// hasPhrases reports whether any full title or caption can be found in
// running text.
func (ix *docIndex) hasPhrases() bool {
	if ix.tabs != nil {
		return ix.tabs.HasPhrases()
	}
	return ix.plain.n > 0
}
