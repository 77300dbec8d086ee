package cite

import "github.com/citecheck/citecheck/vault"

// Kind is the form a citation takes in the answer (as `extract --json` prints it; docs/commands.md).
type Kind string

// Citation kinds.
const (
	KindCase    Kind = "case"    // full reporter citation: 407 U.S. 1
	KindShort   Kind = "short"   // Bremen, 407 U.S. at 15
	KindID      Kind = "id"      // Id. / Id. at 12 / Ibid.
	KindSupra   Kind = "supra"   // Bremen, supra, at 12
	KindWL      Kind = "wl"      // 2019 WL 1234567
	KindLexis   Kind = "lexis"   // 2019 U.S. Dist. LEXIS 4242
	KindStatute Kind = "statute" // 28 U.S.C. § 1404(a), Fed. R. Civ. P. 12(b)(3)
	KindVault   Kind = "vault"   // [VLT-0001], vault://VLT-0001#c3, 【VLT-0001†L10-L14】
	KindFile    Kind = "file"    // Acme-MSA.pdf
	KindTitle   Kind = "title"   // *Bremen v. Zapata*, "Forum Selection Practice Note"
	KindJournal Kind = "journal" // 75 Colum. L. Rev. 559: a law review or journal article
	// KindReference is a reference marker that points nowhere ("[3]"
	// with no entry 3 in the Sources list, "[^4]" with no definition):
	// a citation that names no source, so C-001 fails for it.
	KindReference Kind = "reference"
)

// Citation is one citation found in an answer. Offsets are byte offsets
// into the answer text; Text == answer[Start:End].
type Citation struct {
	Index int    `json:"index"` // position in Answer.Citations
	Kind  Kind   `json:"kind"`
	Text  string `json:"text"`
	Start int    `json:"start"`
	End   int    `json:"end"`

	// Reporter citations (case, short, supra, id after resolution).
	Volume            string   `json:"volume,omitempty"`
	Reporter          string   `json:"reporter,omitempty"`            // canonical spelling
	ReporterAsWritten string   `json:"reporter_as_written,omitempty"` // as it stands in the answer
	Page              string   `json:"page,omitempty"`
	Pin               string   `json:"pin,omitempty"` // first pin: "10", "593-95", "*3", "460 n.3"
	Pins              []string `json:"pins,omitempty"`
	Year              string   `json:"year,omitempty"`
	Court             string   `json:"court,omitempty"`
	Name              string   `json:"name,omitempty"` // case name as written
	Plaintiff         string   `json:"plaintiff,omitempty"`
	Defendant         string   `json:"defendant,omitempty"`
	Parenthetical     string   `json:"parenthetical,omitempty"` // explanatory parenthetical
	// Docket is a docket number written between the case name and the
	// citation ("No. 3:23-cv-00418"); C-005 compares it verbatim.
	Docket string `json:"docket,omitempty"`
	// Section is a statute's or rule's section ("1404(a)", "12(b)(3)");
	// the code or rule set is in Reporter and a title number in Volume.
	Section string `json:"section,omitempty"`
	// Identifier is the citation's identifier as written in the answer,
	// without pin: "407 U.S. 1", "2019 WL 1234567", "VLT-0001",
	// "Acme-MSA.pdf", "28 U.S.C. § 1404(a)". Empty for Id./supra.
	Identifier string `json:"identifier,omitempty"`
	// KnownReporter is false when a reporter-shaped citation uses a
	// reporter the table does not know ("12 Fake Rptr. 34").
	KnownReporter bool `json:"known_reporter,omitempty"`
	// Parallel links the citations of one parallel group: the index of
	// the group's first citation, or -1.
	Parallel int `json:"parallel"`

	// Vault references: the ID written and the chunk anchor, if any.
	DocID string `json:"doc_id,omitempty"`
	Chunk string `json:"chunk,omitempty"` // "VLT-0001#c3"

	Locators []vault.Locator `json:"locators"`
	// Proposition is the index of the proposition this citation supports,
	// or -1 when it supports none (a stray citation in a heading).
	Proposition int `json:"proposition"`
	// Antecedent is, for Id., supra and short cites, the index of the full
	// citation they refer to, or -1 when unresolved.
	Antecedent int `json:"antecedent"`
	// Footnote is the footnote label when the citation stands in a
	// footnote definition ("2" for [^2]: ...).
	Footnote string `json:"footnote,omitempty"`
	// Markers are, for a citation written in a footnote definition or a
	// source entry, the reference markers in the body that attach it to
	// the proposition it supports ("[1]", "¹", "<sup>1</sup>", "[^1]",
	// "【1†source】"): where a reader sees the sentence cited.
	Markers  []Span   `json:"markers,omitempty"`
	Warnings []string `json:"warnings,omitempty"`

	// ReaderText is the citation as a reader sees it: Markdown markup,
	// escapes, HTML tags and entities removed or decoded, typography
	// folded; invisible and look-alike characters are kept as written.
	ReaderText string `json:"reader_text,omitempty"`
	// ReadAs is set when the identifier reads as another one once
	// invisible characters are removed and look-alike letters read as
	// Latin ("VLT-\u20620027" reads as "VLT-0027"): possible spoofing.
	// The identifier as written (Identifier, DocID) does not resolve;
	// ReadAs names the document the disguise imitates.
	ReadAs string `json:"read_as,omitempty"`
	// VaultID is the Vault document the extractor matched by a spelling
	// the index does not key: a Vault ID written in another case (when
	// exactly one document matches it that way, in the Vault's
	// spelling), or a caption written plainly.
	VaultID string `json:"vault_id,omitempty"`
	// Folds lists what the reader text folded inside the citation.
	Folds []FoldNote `json:"folds,omitempty"`

	// Structured is set on a citation a provider-native response carried
	// as data (structured.go).
	Structured *StructuredRef `json:"structured,omitempty"`
}

// Span is a span of the answer, in byte offsets.
type Span struct {
	Start int `json:"start"`
	End   int `json:"end"`
}

// FoldNote is one fold inside a citation: what was written, at which
// bytes of the answer, and how it reads.
type FoldNote struct {
	Kind     string `json:"kind"` // markup, escape, entity, tag, space, dash, compatibility, invisible, look-alike, full-width
	Written  string `json:"written"`
	Read     string `json:"read"`
	Start    int    `json:"start"`
	End      int    `json:"end"`
	Disguise bool   `json:"disguise,omitempty"`
}

// Proposition is a sentence or list item of the answer that states
// something. Pure citation sentences are not propositions (a citation
// sentence's citations attach to the sentence before it), and neither are
// headings that label, footnotes and Sources entries that only name or
// describe their sources; a heading, footnote or entry that states law
// is one (statements.go).
type Proposition struct {
	Index     int    `json:"index"`
	Text      string `json:"text"`
	Start     int    `json:"start"`
	End       int    `json:"end"`
	Citations []int  `json:"citations"`
	// Insufficient marks a sentence saying the retrieved sources do not
	// support something ("the retrieved Vault sources do not address ...").
	Insufficient bool `json:"insufficient,omitempty"`
	// Claim is the proposition as the judges read it when that differs
	// from Text: Text with its superscript reference markers ("¹",
	// "<sup>2</sup>") cut out, since a marker is never a fact the
	// proposition states. Empty when Text holds none; Stated gives
	// whichever applies.
	Claim string `json:"claim,omitempty"`
	// Section lists, for a heading that states law with no citation of
	// its own, the citations of its section (up to the next heading of
	// the same or a higher level) whose passages it is judged against, as
	// the summary of that section (heading_sections.go); each citation's
	// own Proposition stays the sentence it stands in. For an uncited
	// proposition under a heading that labels its section with a
	// citation ("### Bremen, 407 U.S. 1 (1972)"), the heading's citations
	// (heading_cites.go). Empty otherwise.
	Section []int `json:"section,omitempty"`
}

// Stated is what the proposition states, as handed to a judge: Claim
// when set, else Text.
func (p *Proposition) Stated() string {
	if p.Claim != "" {
		return p.Claim
	}
	return p.Text
}

// Answer is a parsed answer: its text, propositions and citations, both in
// text order.
type Answer struct {
	Text         string        `json:"-"`
	Propositions []Proposition `json:"propositions"`
	Citations    []Citation    `json:"citations"`
	// Limit is set when the answer holds more citations than
	// Options.MaxCitations: Citations and Propositions are then empty
	// and the answer must be refused, not graded.
	Limit *LimitExceeded `json:"limit,omitempty"`
	// Mentions are names that refer to a document the answer cites,
	// without a pin of their own (FORMATS.md: what each criterion compares): the title written right
	// before its full citation, a later bare name. Each resolves to its
	// document through Antecedent (an index into Citations); none is a
	// citation for C-009 or the judge.
	Mentions []Citation `json:"mentions,omitempty"`
	// Asked are citations standing in a block quote that reproduces the
	// question, and held by the question itself: the asker's, listed as
	// such and not graded (ExtractAsked).
	Asked []Citation `json:"asked,omitempty"`
	// PlainText is set when the answer was past the Markdown limits and
	// was read as plain text; it says why.
	PlainText string `json:"plain_text,omitempty"`
}
