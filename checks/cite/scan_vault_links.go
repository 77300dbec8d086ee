package cite

import (
	"strings"

	"github.com/citecheck/citecheck/checks/cite/mdtext"
)

// markdownLinks turns the answer's Markdown links, reference-style links
// and autolinks to vault:// URLs into Vault references. The citation's
// span in the answer covers the whole link ("[Bremen][1]"), its
// identifier is the ID in the destination (written in the reference
// definition for a reference-style link).
func (e *Extractor) markdownLinks(s string, tx *mdtext.Text) []*cand {
	var out []*cand
	for _, l := range tx.Links {
		id, written, locs, ok := vaultURL(l.Dest, l.DestWritten)
		if !ok && e.bareIDDest(l.Dest) {
			// "[1]: VLT-0001", "[Bremen](VLT-0001#c3)": a destination that
			// is a Vault ID names that document as vault://VLT-0001 does
			id, written, locs, ok = vaultURL("vault://"+l.Dest, "vault://"+l.DestWritten)
		}
		if !ok {
			if c := e.fileLink(s, l); c != nil {
				linkTrailing(s, c, l.End)
				out = append(out, c)
			}
			continue
		}
		c := e.newCand(l.Start, l.End, prioVault)
		c.Kind = KindVault
		c.origSpan = [2]int{l.OrigStart, l.OrigEnd}
		c.docIDWritten, c.docIDRead = written, id
		c.locs = locs
		if len(locs) == 0 {
			c.locs = linkTextLocators(s, l.Start, l.End) // the pin is in the text the reader sees
		}
		if l.End > l.Start {
			c.name = [2]int{l.Start, l.End}
		}
		linkTrailing(s, c, l.End)
		out = append(out, c)
	}
	// vault:// URLs written as text (outside links)
	for i := 0; i < len(s); {
		k := indexByByte(s[i:], "vault://", 5) // by its ':
		if k < 0 {
			break
		}
		k += i
		end := k
		for end < len(s) && !isSpaceByte(s[end]) && strings.IndexByte(")]>\"'<,;", s[end]) < 0 {
			end++
		}
		i = end
		if inLink(tx.Links, k) || k > 0 && s[k-1] == '(' {
			continue
		}
		for end > k && s[end-1] == '.' {
			end--
		}
		id, written, locs, ok := vaultURL(s[k:end], tx.Written(k, end))
		if !ok {
			continue
		}
		c := e.newCand(k, end, prioVault)
		c.Kind = KindVault
		c.docIDWritten, c.docIDRead = written, id
		c.locs = locs
		out = append(out, c)
	}
	return out
}

func inLink(links []mdtext.Link, k int) bool {
	for _, l := range links {
		if k >= l.Start && k < l.End {
			return true
		}
	}
	return false
}

// vaultURL reads "vault://ID#c3" / "vault://ID?page=10": the ID as it
// reads and as written, and the locators.
func vaultURL(read, written string) (id, idWritten string, locs []loc, ok bool) {
	const scheme = "vault://"
	if !strings.HasPrefix(read, scheme) {
		return "", "", nil, false
	}
	idE := len(scheme)
	for idE < len(read) && read[idE] != '#' && read[idE] != '?' && read[idE] != '/' {
		idE++
	}
	if idE == len(scheme) {
		return "", "", nil, false
	}
	id = read[len(scheme):idE]
	idWritten = id
	if strings.HasPrefix(written, scheme) {
		w := written[len(scheme):]
		if k := strings.IndexAny(w, "#?/"); k >= 0 {
			w = w[:k]
		}
		idWritten = w
	}
	if idE < len(read) {
		locs, _ = readLocators(read, idE, len(read))
		if read[idE] == '?' {
			for _, kv := range strings.Split(read[idE+1:], "&") {
				kvs := strings.SplitN(kv, "=", 2)
				if len(kvs) != 2 {
					continue
				}
				switch kvs[0] {
				case "page", "p":
					locs = append(locs, loc{"page", kvs[1]})
				case "section":
					locs = append(locs, loc{"section", kvs[1]})
				case "chunk":
					locs = append(locs, loc{"chunk", strings.TrimPrefix(kvs[1], "c")})
				}
			}
		}
	}
	return id, idWritten, locs, true
}
