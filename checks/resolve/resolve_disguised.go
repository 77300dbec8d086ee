package resolve

import (
	"fmt"

	"github.com/citecheck/citecheck/checks/cite"
	"github.com/citecheck/citecheck/vault"
)

// resolveDisguised completes a resolution for identifiers that are not
// written the Vault's way (FORMATS.md: what each criterion compares, "Reading what a reader sees"):
//
//   - a Vault ID written in another case resolves to the one document
//     that matches it that way (the extractor's VaultID), in the Vault's
//     spelling; C-005 still compares the ID as written, case-exact;
//   - a caption written plainly ("Initech, Inc. v. Globex Industries,
//     Inc." heading a memo's title) resolves to the document whose title
//     it heads;
//   - an identifier that names a document only once its invisible or
//     look-alike characters are read as what they imitate (ReadAs) is
//     possible spoofing: it keeps a problem, so C-001 fails, but it
//     resolves to the document it imitates, so C-002 decides access to
//     that document and its passage is found.
func resolveDisguised(r vault.Reader, c *cite.Citation, res Resolution) Resolution {
	if res.Doc != "" || len(res.Docs) > 1 {
		return res
	}
	if (c.Kind == cite.KindVault || c.Kind == cite.KindTitle) && c.ReadAs == "" && c.VaultID != "" {
		if _, ok := r.Document(c.VaultID); ok {
			return Resolution{Docs: []string{c.VaultID}, Doc: c.VaultID, By: "id"}
		}
	}
	if c.ReadAs == "" {
		return res
	}
	var docs []string
	switch c.Kind {
	case cite.KindVault:
		for _, id := range []string{c.ReadAs, c.VaultID} {
			if _, ok := r.Document(id); ok && id != "" {
				docs = []string{id}
				break
			}
		}
	case cite.KindCase, cite.KindWL, cite.KindLexis, cite.KindStatute:
		docs = r.LookupCitation(c.ReadAs)
	case cite.KindFile:
		docs = r.LookupFilename(c.ReadAs)
	}
	if len(docs) != 1 {
		return res
	}
	spoof := fmt.Sprintf("possible spoofing: %q is not %q as written, but reads as it once invisible or look-alike characters are read as what they imitate", c.Identifier, c.ReadAs)
	if res.Problem != "" {
		spoof = res.Problem + "; " + spoof
	}
	return Resolution{Docs: docs, Doc: docs[0], By: "disguised identifier", Problem: spoof}
}
