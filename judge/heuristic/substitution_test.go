package heuristic

import "testing"

// Invented text: a proposition that restates its sentence but for the
// word that asserts is not passed on its alignment; the same sentence
// with the word kept, a synonym of it, or a verb paraphrased passes.
func TestSubstitutedWord(t *testing.T) {
	const swapped = "the proposition says"
	runProbes(t, []probe{
		{name: "polar word swapped for an unknown one",
			prop:    "A covenant that keeps a departing chef from opening a bakery within two miles is ordinarily harmless and will be honoured by the court.",
			excerpt: "A covenant that keeps a departing chef from opening a bakery within two miles is ordinarily lawful and will be honoured by the court.",
			why:     swapped},
		{name: "polar word swapped where its synonym group stands elsewhere in the proposition",
			prop:    "Venue terms in towboat charters are generally murky and should be enforced by the admiralty court.",
			excerpt: "Venue terms in towboat charters are generally valid and should be enforced by the admiralty court.",
			why:     swapped},
		{name: "attributive polar word swapped",
			prop:    "The arbitrator upheld the restraint because the bakery showed a real interest in its recipes.",
			excerpt: "The arbitrator upheld the restraint because the bakery showed a legitimate interest in its recipes.",
			why:     swapped},
		{name: "polar word kept",
			prop:     "A covenant that keeps a departing chef from opening a bakery within two miles is ordinarily lawful and will be honoured by the court.",
			excerpt:  "A covenant that keeps a departing chef from opening a bakery within two miles is ordinarily lawful and will be honoured by the court.",
			supports: true},
		{name: "polar word for a synonym in the tables",
			prop:     "A late-delivery charge of two hundred dollars a day is presumptively enforceable against the shipper.",
			excerpt:  "A late-delivery charge of two hundred dollars a day is presumptively valid against the shipper.",
			supports: true},
		{name: "predicate adjective after a copula swapped",
			prop:    "The harbour authority's notice requirement is lenient, and a ferry operator must meet it within five days of the storm.",
			excerpt: "The harbour authority's notice requirement is strict, and a ferry operator must meet it within five days of the storm.",
			why:     swapped},
		{name: "predicate adjective kept",
			prop:     "The harbour authority's notice requirement is strict, and a ferry operator must meet it within five days of the storm.",
			excerpt:  "The harbour authority's notice requirement is strict, and a ferry operator must meet it within five days of the storm.",
			supports: true},
		{name: "a verb paraphrased is left to the share of words held",
			prop:     "The orchard cooperative carries the burden of proving that the frost was beyond its control.",
			excerpt:  "The orchard cooperative bears the burden of proving that the frost was beyond its control.",
			supports: true},
	})
}
