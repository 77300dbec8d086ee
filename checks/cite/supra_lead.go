package cite

// A supra's name is read back from "supra" to where a name could start, so
// a preposition that opens the sentence is read with it: "Like Hollister,
// supra, at 613" named a case "Like Hollister" that no earlier citation
// bears, and the short form resolved to nothing (C-001 then failed a
// citation of a case the answer had cited in full).

// maxSupraLeadWords is how many leading words may be dropped.
const maxSupraLeadWords = 2

// supraWithoutLead resolves a supra whose name, as read, names no earlier
// citation, by dropping up to maxSupraLeadWords of its first words and
// reading the rest again as a case name ("Unlike Hollister" as
// "Hollister"). On a resolution the citation's name and span begin where
// the name that resolved does; otherwise nothing changes and it returns
// -1, as an ambiguous or unknown name is never guessed at.
func (e *Extractor) supraWithoutLead(s string, ix *priorIndex, c *cand) int {
	if c.Name == "" || c.name[1] <= c.name[0] {
		return -1
	}
	start := c.name[0]
	for drop := 0; drop < maxSupraLeadWords; drop++ {
		// past the first word and the spaces after it
		for start < c.name[1] && !isSpaceByte(s[start]) {
			start++
		}
		for start < c.name[1] && isSpaceByte(s[start]) {
			start++
		}
		if start >= c.name[1] {
			return -1
		}
		n, ok := nameBefore(s, c.name[1], start, e.looseAbbrev, e.strictAbbrev)
		if !ok || n.start < start {
			continue
		}
		try := *c
		try.Name = n.name
		if k := ix.resolveSupra(&try); k >= 0 {
			c.Start, c.name = n.start, [2]int{n.start, n.end}
			c.Name, c.Plaintiff, c.Defendant = n.name, n.plaintiff, n.defendant
			return k
		}
	}
	return -1
}
