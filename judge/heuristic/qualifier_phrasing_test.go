package heuristic

import "testing"

// TestQualifierPhrasedOtherwise: writers keep a passage's qualifier in
// words the hedge tables did not list, and passages hold qualifier words
// that qualify nothing. A prohibition with an adverb before it ("a
// tenant ordinarily may not sublet") grants no permission to keep; an
// exception ("unless the waiver is conspicuous") is kept by "without"
// or "absent" followed by the condition; a negated limit ("fees that are
// not subject to the cap") limits nothing. Dropping the qualifier
// outright is still an overclaim.
func TestQualifierPhrasedOtherwise(t *testing.T) {
	const sublet = "A tenant ordinarily may not sublet the premises without the landlord's written consent."
	const waiver = "Courts will not enforce a waiver of the implied warranty of habitability unless the waiver is conspicuous and specific."
	const bonus = "The wage claims are paid in full, and the retention bonus, which is not subject to the statutory priority, is paid pro rata with the general creditors."
	runProbes(t, []probe{
		{name: "adverb before a prohibition", prop: "A tenant ordinarily may not sublet the premises without the landlord's written consent.", excerpt: sublet, supports: true},
		{name: "adverb before a prohibition, the adverb dropped", prop: "A tenant may not sublet the premises without the landlord's written consent.", excerpt: sublet, over: true, why: "ordinarily"},
		{name: "exception kept as without", prop: "Courts will not enforce a waiver of the implied warranty of habitability without conspicuous and specific language.", excerpt: waiver, supports: true},
		{name: "exception kept as absent", prop: "Absent conspicuous and specific language, courts will not enforce a waiver of the implied warranty of habitability.", excerpt: waiver, supports: true},
		{name: "exception dropped", prop: "Courts will not enforce a waiver of the implied warranty of habitability.", excerpt: waiver, over: true, why: "unless"},
		{name: "without exception is no exception kept", prop: "Courts will not enforce a waiver of the implied warranty of habitability, without exception.", excerpt: waiver, over: true},
		{name: "even without drops the exception", prop: "Courts will not enforce a waiver of the implied warranty of habitability even without conspicuous and specific language.", excerpt: waiver, over: true},
		{name: "a permission granted only on a condition, kept as only", prop: "Hearsay affidavits count only when they are sworn before a notary and filed with the motion.", excerpt: "Hearsay affidavits may be considered only when they are sworn before a notary and filed with the motion.", supports: true},
		{name: "a permission granted only on a condition, only dropped", prop: "Hearsay affidavits count when they are sworn before a notary and filed with the motion.", excerpt: "Hearsay affidavits may be considered only when they are sworn before a notary and filed with the motion.", over: true},
		{name: "a negated limit limits nothing", prop: "The retention bonus is paid pro rata with the general creditors, and the wage claims are paid in full.", excerpt: bonus, supports: true},
	})
}

// TestAnswerEnumerationNumbers: a proposition that refers to its own
// answer's list ("the rule in item 2", "see point 3") states no number
// the passage must hold; a number it states as a fact still must.
func TestAnswerEnumerationNumbers(t *testing.T) {
	const excerpt = "The Code does not apply to a residential lease of a single room; a deposit under such a lease remains subject to the refund rule of the Code."
	runProbes(t, []probe{
		{name: "item 2 is the answer's own list", prop: "The Code does not apply to a residential lease of a single room, although a deposit under it is still subject to the refund rule in item 2.", excerpt: excerpt, supports: true},
		{name: "a stated number still must match", prop: "The Code does not apply to a residential lease of 2 rooms, although a deposit under it is still subject to the refund rule of the Code.", excerpt: excerpt, why: "number 2"},
	})
}

// TestQuotationClosingPunctuation: a writer who puts a comma or full
// stop inside the closing quotation mark ("as is,") quotes the words,
// not the punctuation; words the passage does not hold are still
// invented.
func TestQuotationClosingPunctuation(t *testing.T) {
	const excerpt = "The bill of sale conveyed the tractor \"as is and with all faults.\" Words of that kind, however plain, exclude the implied warranty of merchantability."
	runProbes(t, []probe{
		{name: "comma inside the closing mark", prop: "Words such as \"as is and with all faults,\" however plain, exclude the implied warranty of merchantability.", excerpt: excerpt, supports: true},
		{name: "invented words still invented", prop: "Words such as \"sold without any warranty,\" however plain, exclude the implied warranty of merchantability.", excerpt: excerpt, why: "do not occur"},
	})
}

// TestAbsoluteOverAHedgedSentence: a proposition that makes its
// statement absolute ("never", "always") while a sentence its support
// rests on hedges it ("generally", "usually", "unless") overclaims even
// when it paraphrases that sentence loosely; one that keeps the hedge
// does not.
func TestAbsoluteOverAHedgedSentence(t *testing.T) {
	const deposit = "The deposit statute protects the tenant's money from the first day of the lease. A landlord who inspects the unit must give the tenant the written inspection report within ten days. " +
		"A landlord generally may not withhold a deposit by pointing to damage outside the written inspection report."
	runProbes(t, []probe{
		{name: "never over generally, loosely paraphrased", prop: "A landlord can never look beyond the written inspection report in deciding whether to withhold a deposit; damage outside the inspection report does not count against the tenant's deposit.", excerpt: deposit, over: true, why: "never"},
		{name: "always over usually", prop: "A court always grants the continuance when the witness is ill.", excerpt: "A court usually grants the continuance when the witness is ill and the request is made before trial.", over: true, why: "always"},
		{name: "never in a relative clause describes, not absolute", prop: "Terms that a buyer never read usually bind the buyer when they were printed on the invoice.", excerpt: "Terms that a buyer did not read usually bind the buyer when they were printed on the invoice.", supports: true},
		{name: "the hedge kept", prop: "A court usually grants the continuance when the witness is ill and the request is made before trial.", excerpt: "A court usually grants the continuance when the witness is ill and the request is made before trial.", supports: true},
	})
}

// TestShortFormCitationInTheSentence: a proposition that names its
// authority in a short form inside the sentence ("Marsh, supra, at 212,
// treats ...", "Id. at 44 adds ...") states no fact by the page; a
// number stated as a fact still must stand in the passage.
func TestShortFormCitationInTheSentence(t *testing.T) {
	const excerpt = "A notice to quit must be served on the tenant personally or left at the dwelling with a person of suitable age."
	runProbes(t, []probe{
		{name: "supra at page", prop: "Marsh, supra, at 212, treats a notice to quit as served when it is left at the dwelling with a person of suitable age.", excerpt: excerpt, supports: true},
		{name: "a stated number still must match", prop: "Marsh, supra, treats a notice to quit as served when it is left at the dwelling with a person over 212 years of age.", excerpt: excerpt, why: "212"},
	})
}

// TestCourtDivisionSpelledOut: a court's parts spelled out in the
// proposition ("the Appellate Division", "the Chancery Division", "the
// Family Bench") name no party or place the passage must hold when the
// source gives the court abbreviated.
func TestCourtDivisionSpelledOut(t *testing.T) {
	const source = "Oakes v. Prentice Holdings (VLT-0903, VLT-0903#c2, case, court N.J. Super. Ct. App. Div., decided 2021-06-01)"
	const excerpt = "A lease clause waiving the tenant's right to a jury is read strictly against the landlord that drafted it."
	runProbes(t, []probe{
		{name: "Appellate Division", source: source, excerpt: excerpt, supports: true, adverse: true,
			prop: "The Appellate Division held that a lease clause waiving the tenant's right to a jury is read strictly against the landlord that drafted it."},
		{name: "a party's name still must stand there", source: source, excerpt: excerpt, adverse: true, why: "Whitfield",
			prop: "The Appellate Division held that Whitfield's lease clause waiving the tenant's right to a jury is read strictly against the landlord that drafted it."},
	})
}
