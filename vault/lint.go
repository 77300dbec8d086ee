package vault

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/citecheck/citecheck/vault/textnorm"
)

// statuteCitation matches a statute, code or rule citation ("Gen. Stat.
// § 52-101", "28 U.S.C. § 1404(a)", "Fed. R. Civ. P. 12"): C-005 does
// not compare those, so the lint does not either.
var statuteCitation = regexp.MustCompile(`§|¶|\b(U\.S\.C|C\.F\.R|ILCS|Stat\.|Code|Laws|Rev\.|R\. (Civ|Crim|App|Evid|Bankr)\. P)\b`)

// LintWarning is a place where a Vault is valid but some criterion can
// never pass: worth fixing before grading, never a reason to refuse the
// build.
type LintWarning struct {
	Doc   string // document ID
	Field string // documents.jsonl field the warning is about
	Msg   string
}

// String reads "documents.jsonl: VLT-0003: citations[0]: ...".
func (w LintWarning) String() string {
	return fmt.Sprintf("%s: %s: %s: %s", DocumentsFile, w.Doc, w.Field, w.Msg)
}

// Lint looks for what makes a criterion fail whatever the answer says.
// A citation of a document that appears nowhere in its text: C-005
// (identifiers verbatim) needs the identifier in a retrieved chunk, so
// an answer citing the document by it fails C-005 however right it is.
// Statutes and their citations are left out, as C-005 leaves them out.
// The usual fix is to keep the caption (title and citations) at the top
// of the text, as a reporter prints it. Documents are in ID order, so
// the warnings are deterministic.
func Lint(docs []*Document) []LintWarning {
	var out []LintWarning
	for _, d := range docs {
		if d.Kind == "statute" {
			continue
		}
		for i, c := range d.Citations {
			if statuteCitation.MatchString(c) || strings.TrimSpace(c) == "" || textnorm.ContainsVerbatim(d.Text, c) {
				continue
			}
			out = append(out, LintWarning{Doc: d.ID, Field: fmt.Sprintf("citations[%d]", i),
				Msg: fmt.Sprintf("%q appears nowhere in the document's text, so an answer citing it by %q can never pass C-005 (the identifier must be in a retrieved chunk); keep the caption with its citations at the top of the text", c, c)})
		}
	}
	return out
}
