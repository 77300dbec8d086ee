package cite

import (
	"cmp"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/citecheck/citecheck/checks/cite/mdtext"
	"github.com/citecheck/citecheck/vault"
)

// Options configure an Extractor with what it knows about the Vault.
type Options struct {
	// IDPattern is the shape of the Vault's document IDs (vault.json
	// id_pattern). With it, every ID-shaped token is a Vault reference,
	// including IDs that name no document. Without it, only bracketed,
	// lenticular, link and footnote forms are read, with the default
	// shape [A-Z]{2,8}-[0-9]{2,8}.
	IDPattern *regexp.Regexp
	// Reporters is the reporter table; nil means BuiltinReporters().
	Reporters *Reporters
	// Titles are the Vault's document titles and aliases: an italic or
	// quoted span equal to one (after folding case and white space) is a
	// title citation.
	Titles []string
	// Filenames are the Vault's document file names, found even when
	// they contain spaces.
	Filenames []string
	// MaxCitations is the most citations one answer may hold (0 means
	// DefaultMaxCitations, negative means no limit). Above it Extract
	// returns an Answer with Limit set and does no further work.
	MaxCitations int
	// Documents are the Vault's documents with their names and
	// citations: with them a caption or full title written plainly is a
	// citation, a name written right before a full citation of the same
	// document is one citation with it, and a later bare name is a
	// reference to it (FORMATS.md: what each criterion compares, "Mentions").
	Documents []DocumentNames
	// DocIDs are the Vault's document IDs: an ID written in another case
	// ("vlt-0027") that matches exactly one of them that way is reported
	// with the Vault's spelling in Citation.VaultID.
	DocIDs []string
	// PageLabels, when set, returns a document's page names that are
	// not numbers (as DocumentNames.Pages, which it stands in for): it
	// is asked only for a document a citation names before "at <label>",
	// once per document, so an extractor over a large Vault need not
	// read every document's pages when it is built.
	PageLabels func(id string) []string
	// LookupName, when set with Documents, is the Vault's own name
	// table (vault.Index.LookupName: documents whose title or an alias
	// has the same vault.NormalizeName key, in ID order): the extractor
	// asks it instead of copying every title and alias into a map of its
	// own, which over a large Vault was most of building the extractor.
	// Documents must then be in ID order.
	LookupName func(name string) []string
	// Tables, when set, are the Vault's own key tables
	// (vault.Index.ExtractorTables), asked per span of the answer for
	// what Documents, Titles, Filenames and DocIDs otherwise give (they
	// are then not read), so an extractor over a Vault of any size is
	// built without reading a document. LookupName must be set with it.
	Tables *vault.ExtractorTables
	// Markdown bounds what is read as Markdown (zero value:
	// mdtext.DefaultLimits()); an answer past it is read as plain text
	// with a warning.
	Markdown *mdtext.Limits
}

// Extractor finds citations and propositions in answers. Build it once
// with NewExtractor; Extract is safe for concurrent use.
type Extractor struct {
	idPattern    *regexp.Regexp
	explicitID   bool
	reps         *Reporters
	titles       map[string]string // folded title -> title as given
	files        map[string]bool   // lower-case file name
	maxFileWords int
	maxCites     int // < 0: no limit
	// candMax, set on the per-call copy extract makes, stops a scanner
	// once it holds that many candidates (0: no bound).
	candMax int
	idFold  *regexp.Regexp // the ID pattern, case-insensitive
	// idFoldAt and idPatternAt are idFold and idPattern anchored at the
	// start: asking whether an ID starts at an offset then reads only
	// what the match needs, not the rest of the answer for a later one
	// (the match found at the start is the same either way).
	idFoldAt, idPatternAt *regexp.Regexp
	// idFoldPrefix is the ID pattern's literal prefix lower-cased, set
	// when every match of idFoldAt must begin with it in some ASCII case
	// (an ASCII prefix without 'k' or 's', the letters Unicode also folds
	// to a character outside ASCII): idEnd asks it before the regexp.
	idFoldPrefix string
	lowerIDs     map[string][]string // lower-case ID -> the Vault's IDs
	mdLimits     mdtext.Limits
	docs         *docIndex              // nil without Options.Documents or Tables
	tabs         *vault.ExtractorTables // Options.Tables
	// pageLabels are each document's non-numeric page labels
	// (DocumentNames.Pages), by ID.
	pageLabels map[string]map[string]bool
	// pagesOf is Options.PageLabels, read through pagesSeen (ID ->
	// map[string]bool, nil for a document without labels).
	pagesOf   func(id string) []string
	pagesSeen *sync.Map
	// arena, set on the per-call copy, hands out that call's candidates.
	arena *candArena
}

// defaultIDPattern is the Vault ID shape when none is configured.
var defaultIDPattern = regexp.MustCompile(`[A-Z]{2,8}-[0-9]{2,8}`)

// NewExtractor compiles the options once. It fails only on options that
// cannot work (an ID pattern that matches the empty string).
func NewExtractor(opts Options) (*Extractor, error) {
	e := &Extractor{
		idPattern: defaultIDPattern,
		reps:      opts.Reporters,
		titles:    make(map[string]string, len(opts.Titles)),
		files:     make(map[string]bool, len(opts.Filenames)),
		maxCites:  opts.MaxCitations,
	}
	if e.maxCites == 0 {
		e.maxCites = DefaultMaxCitations
	}
	if opts.IDPattern != nil {
		if opts.IDPattern.MatchString("") {
			return nil, &InputError{Field: "id_pattern", Msg: "ID pattern " + opts.IDPattern.String() + " matches the empty string"}
		}
		e.idPattern, e.explicitID = opts.IDPattern, true
	}
	if e.reps == nil {
		e.reps = BuiltinReporters()
	}
	e.idFold = regexp.MustCompile("(?i:" + e.idPattern.String() + ")")
	e.idFoldAt = regexp.MustCompile("^(?i:" + e.idPattern.String() + ")")
	e.idPatternAt = regexp.MustCompile("^(?:" + e.idPattern.String() + ")")
	if p, _ := e.idPattern.LiteralPrefix(); p != "" && asciiOnly(p) && !strings.ContainsAny(strings.ToLower(p), "ks") {
		e.idFoldPrefix = strings.ToLower(p)
	}
	if len(opts.DocIDs) > 0 {
		e.lowerIDs = make(map[string][]string, len(opts.DocIDs))
		for _, id := range opts.DocIDs {
			k := strings.ToLower(id)
			e.lowerIDs[k] = append(e.lowerIDs[k], id)
		}
	}
	if opts.Tables != nil && opts.LookupName == nil {
		return nil, &InputError{Field: "tables", Msg: "Options.Tables needs Options.LookupName"}
	}
	e.tabs = opts.Tables
	if len(opts.Documents) > 0 || e.tabs != nil {
		e.docs = newDocIndex(opts.Documents, opts.LookupName, e.tabs)
	}
	for _, d := range opts.Documents {
		for _, p := range d.Pages {
			if e.pageLabels == nil {
				e.pageLabels = map[string]map[string]bool{}
			}
			if e.pageLabels[d.ID] == nil {
				e.pageLabels[d.ID] = map[string]bool{}
			}
			e.pageLabels[d.ID][p] = true
		}
	}
	if opts.PageLabels != nil {
		e.pagesOf, e.pagesSeen = opts.PageLabels, &sync.Map{}
	}
	e.mdLimits = mdtext.DefaultLimits()
	if opts.Markdown != nil {
		e.mdLimits = *opts.Markdown
	}
	for _, t := range opts.Titles {
		if k := foldTitle(t); k != "" {
			if _, dup := e.titles[k]; !dup {
				e.titles[k] = t
			}
		}
	}
	for _, f := range opts.Filenames {
		f = strings.TrimSpace(f)
		if f == "" {
			continue
		}
		e.files[strings.ToLower(f)] = true
		if n := len(strings.Fields(f)); n > e.maxFileWords {
			e.maxFileWords = n
		}
	}
	return e, nil
}

// foldTitle is the form titles are compared in: lower case, white space
// folded, surrounding punctuation trimmed.
func foldTitle(s string) string {
	s = strings.ToLower(strings.Join(strings.Fields(s), " "))
	return strings.Trim(s, " .,;:*_\"“”'‘’")
}

// Priorities decide which of two overlapping candidates is kept: the
// lower number wins.
const (
	prioVault    = iota // [VLT-0001], links, 【】
	prioReporter        // reporter citations
	prioStatute
	prioID
	prioSupra
	prioFile
	prioBareID
	prioTitle
	prioPlainTitle // a title or caption written plainly
	prioLeftover   // identifier-shaped text that names nothing
	prioMarker     // a bare "§ N": breaks Id. chains, never reported
)

// cand is a citation being built. Spans are offsets into the skeleton;
// the sub-spans name the parts whose verbatim text is filled in at the
// end.
type cand struct {
	Citation
	prio  int
	ident [2]int // identifier
	name  [2]int
	rep   [2]int // reporter as written
	paren [2]int // explanatory parenthetical content
	docID [2]int
	// origSpan, when set, is the citation's span in the answer (a link
	// whose destination lies outside its reader text).
	origSpan [2]int
	// docIDWritten and docIDRead, when set, are the Vault ID written in a
	// link destination and as it reads.
	docIDWritten, docIDRead string
	// fileWritten, when set, is the Vault file name a link's destination
	// ends in (scan_file_links.go): the citation's identifier, which the
	// reader text does not hold.
	fileWritten string
	// docIDs are the documents a plain title or caption names.
	docIDs []string
	// refTo is the citation a mention or reference refers to.
	refTo *cand
	// docs caches the Vault documents the candidate names (docsOfCand).
	docs      []string
	docsDone  bool
	locs      []loc
	blankPage bool
	groupHead *cand // first member of the parallel group, or nil
	marker    bool
	// cited is set on the answer's citations once they are numbered
	// (Index is then the position in Answer.Citations).
	cited     bool
	normNames []string // cached normalised name, plaintiff, defendant
	// nameForms are normNames and their corporate-suffix-trimmed forms,
	// distinct and non-empty: what a supra may repeat (priorIndex.byName).
	nameForms []string
	// markerAt is the reader span of the reference marker that attaches
	// a citation of a footnote or source entry to its proposition, or
	// {-1, -1}.
	markerAt [2]int
}

// byStart orders candidates by where they start (for stable sorts).
func byStart(a, b *cand) int { return cmp.Compare(a.Start, b.Start) }

func newCand(start, end, prio int) *cand {
	c := &cand{}
	initCand(c, start, end, prio)
	return c
}

// initCand sets a zero candidate's span, priority and unset fields.
func initCand(c *cand, start, end, prio int) {
	c.prio = prio
	c.Start, c.End = start, end
	c.ident, c.name, c.rep, c.paren, c.docID = [2]int{-1, -1}, [2]int{-1, -1}, [2]int{-1, -1}, [2]int{-1, -1}, [2]int{-1, -1}
	c.origSpan, c.markerAt = [2]int{-1, -1}, [2]int{-1, -1}
	c.Parallel, c.Proposition, c.Antecedent = -1, -1, -1
}

// Extract reads an answer: its citations (every form FORMATS.md: the response allows, with
// spans, identifiers and locators, short forms resolved) and its
// propositions. It never fails: text it cannot read is simply not a
// citation, and suspicious characters become warnings.
func (e *Extractor) Extract(text string) *Answer { return e.extract(text, "") }

// ExtractAsked is Extract for an answer to question: a block quote of
// the answer that reproduces the question is the asker's text, not the
// answer's. Its sentences are no propositions, and a citation in it that
// the question itself holds is listed in Answer.Asked instead of being
// graded. A citation the question does not hold is graded wherever it
// stands, so quoting cannot hide one.
func (e *Extractor) ExtractAsked(text, question string) *Answer { return e.extract(text, question) }

func (e *Extractor) extract(text, question string) *Answer {
	// A per-call copy carries the candidate bound and the candidates'
	// arena, so the shared Extractor stays read-only and safe for
	// concurrent use.
	ec := *e
	if e.maxCites > 0 {
		ec.candMax = candidateBound(e.maxCites)
	}
	ec.arena = getArena()
	defer ec.arena.release()
	e = &ec
	tx := mdtext.Read(text, e.mdLimits)
	s := tx.S
	doc := structureOf(tx)
	q := askedQuestion(question)
	if q != nil {
		q.markQuotes(s, doc)
	}
	numbered, dangling := e.numberedSources(s, doc, tx)

	var all []*cand
	all = append(all, e.scanStatutes(s)...)
	all = append(all, e.scanShortForms(s)...)
	all = append(all, e.scanVault(s, doc, tx)...)
	all = append(all, e.scanFiles(s)...)
	// a case name never reaches back into another citation
	var bounds []int
	for _, c := range all {
		if !c.marker && c.prio < prioTitle {
			bounds = append(bounds, c.End)
		}
	}
	// nor into a heading or across the start of a list item or entry:
	// "Sources" over "M/S Bremen v. Zapata ..." on the next line of one
	// paragraph is a heading and an entry (sourceEntries split them), not
	// a party named "Sources". (A blank line is no bound: text taken from
	// HTML or PDF breaks a caption from its citation with them.)
	for i := range doc.blocks {
		switch b := &doc.blocks[i]; b.kind {
		case blockHeading:
			bounds = append(bounds, b.end)
		case blockListItem, blockFootnote:
			bounds = append(bounds, b.start)
		}
	}
	sort.Ints(bounds)
	all = append(all, e.scanReporters(s, bounds, sortedEmphasis(tx))...)
	all = append(all, e.scanTitles(s, tx)...)
	all = append(all, e.scanPlainTitles(s)...)
	all = append(all, e.scanLeftoverIDs(s)...)
	if e.candMax > 0 && len(all) > e.candMax {
		// Far more candidates than the limit allows citations: refuse
		// before building the rest (each candidate costs about a
		// kilobyte; an answer of 4 MiB of "Id. " made a million).
		return &Answer{Text: text, Propositions: []Proposition{}, Citations: []Citation{},
			Limit: &LimitExceeded{Citations: len(all), Max: e.maxCites, AtLeast: true}}
	}

	linkCitationPins(all)
	kept := dropOverlaps(all)
	var cites []*cand
	var markers []*cand
	for _, c := range kept {
		if c.marker {
			markers = append(markers, c)
			continue
		}
		cites = append(cites, c)
	}
	tableColumnPins(s, tx, cites) // "| 407 U.S. 1 | at 10 |" (table_pins.go)
	if len(dangling) > 0 {
		// markers that point nowhere: citations naming nothing (C-001)
		cites = addDangling(cites, dangling)
	}
	if e.maxCites > 0 && len(cites) > e.maxCites {
		return &Answer{Text: text, Propositions: []Proposition{}, Citations: []Citation{},
			Limit: &LimitExceeded{Citations: len(cites), Max: e.maxCites}}
	}
	var asked []*cand
	if q != nil {
		cites, asked = q.split(s, doc, cites)
	}
	cites, mentions := e.splitMentions(s, doc, cites)
	cites, mentions = e.besideIDs(s, cites, mentions)
	refs, bare := e.bareNames(s, cites, mentions)
	if len(refs) > 0 {
		cites = append(cites, refs...)
		slices.SortStableFunc(cites, byStart)
		// a Vault ID may tag a name that only bareNames reads as a
		// citation ("Choice-of-Forum Practice Note ¶¶ 6-7 (VLT-0017)"):
		// tagged again, the ID is that citation's mention, not a citation
		// of its own without the locator written before it (C-009)
		cites, mentions = e.besideIDs(s, cites, mentions)
	}
	mentions = append(mentions, bare...)
	slices.SortStableFunc(mentions, byStart)
	for _, c := range cites {
		if fd := doc.footnoteAt(c.Start); fd != nil {
			c.Footnote = fd.label
		}
	}
	if restoreInlineSources(doc, cites, markers) { // sources_inline.go
		for _, c := range cites {
			c.Footnote = ""
		}
	}
	room := -1
	if e.maxCites > 0 {
		room = e.maxCites - len(cites)
	}
	stating := e.statingDefinitions(s, doc, cites)
	var over bool
	if cites, over = carryNumbered(cites, append(numbered, footnoteMarkers(tx, doc, stating)...), room, stating); over {
		// The markers would multiply the citations past the limit:
		// refuse before building them (issue 22: 21 entries of 900
		// citations and 100 "[1-21]" markers took 3.2 GB).
		return &Answer{Text: text, Propositions: []Proposition{}, Citations: []Citation{},
			Limit: &LimitExceeded{Citations: e.maxCites + 1, Max: e.maxCites, AtLeast: true, Carried: true}}
	}
	// Numbered in place: a candidate's Index is its position among the
	// citations when cited is set (no map from candidate to position).
	for i, c := range cites {
		c.Index = i
		c.cited = true
	}
	for _, c := range cites {
		if h := c.groupHead; h != nil && h.cited {
			c.Parallel = h.Index
		}
	}
	e.resolve(s, cites, markers, markedAuthorities(doc, cites))
	props := e.propositions(s, doc, cites)
	// antecedents first, from the citations' positions, then the
	// mentions' own numbers
	for _, m := range mentions {
		m.Antecedent = -1
		if r := m.refTo; r != nil && r.cited {
			m.Antecedent = r.Index
		}
	}
	for i, m := range mentions {
		m.Index = i
	}
	a := e.finish(tx, cites, mentions, props)
	for _, c := range asked {
		cit := e.citation(tx, c)
		cit.Proposition, cit.Antecedent, cit.Parallel = -1, -1, -1
		a.Asked = append(a.Asked, cit)
	}
	return a
}

// dropOverlaps keeps, among overlapping candidates, the one of best
// priority (then the earlier, then the longer), and returns the kept
// candidates in text order.
func dropOverlaps(all []*cand) []*cand {
	order := make([]*cand, len(all))
	copy(order, all)
	sort.SliceStable(order, func(i, j int) bool {
		a, b := order[i], order[j]
		if a.prio != b.prio {
			return a.prio < b.prio
		}
		if a.Start != b.Start {
			return a.Start < b.Start
		}
		return a.End > b.End
	})
	// kept stays sorted by Start and free of overlaps, so a candidate
	// can only overlap the kept span that starts last before its end.
	var kept []*cand
	for _, c := range order {
		k := sort.Search(len(kept), func(i int) bool { return kept[i].Start >= c.End })
		if k > 0 && kept[k-1].End > c.Start {
			continue
		}
		if k < len(kept) && kept[k].Start < c.End && c.Start < kept[k].End {
			continue
		}
		if c.End == c.Start { // empty spans never overlap; keep them ordered
			k = sort.Search(len(kept), func(i int) bool { return kept[i].Start > c.Start })
		}
		kept = append(kept, nil)
		copy(kept[k+1:], kept[k:])
		kept[k] = c
	}
	return kept
}

// sortedEmphasis is the answer's emphasis spans by end.
func sortedEmphasis(tx *mdtext.Text) []mdtext.Span {
	em := append([]mdtext.Span(nil), tx.Emphasis...)
	sort.Slice(em, func(i, j int) bool { return em[i].End < em[j].End })
	return em
}
