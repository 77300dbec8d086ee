#!/usr/bin/python3
"""Writes contract.fodt (a LibreOffice flat ODF text document) and
contract.truth.json, its ground truth once LibreOffice has exported it to
PDF (make.sh runs soffice). Every page ends with an explicit page break,
so where each page's text lies is known exactly; the running header and
the "Page N" footer are furniture.

Usage: fodtgen.py OUTDIR
"""
import json
import sys
from xml.sax.saxutils import escape

HEADER = "MASTER SERVICES AGREEMENT \u2014 ACME CORP. AND GLOBEX LLC"
PAGES = [
    [
        "ARTICLE XII",
        "\u00a7 12.1 Neither party may assign this Agreement, in whole or in part, without the prior written consent of the other party, which consent shall not be unreasonably withheld.",
        "\u00a7 12.2 Any purported assignment in violation of Section 12.1 is void. A change of control of a party is an assignment for the purposes of this Article.",
        "\u00a7 12.3 This Agreement binds and benefits the parties and their permitted successors and assigns.",
    ],
    [
        "ARTICLE XIII",
        "\u00a7 13.1 Each party shall keep confidential all non-public information disclosed by the other party and shall use it only to perform this Agreement.",
        "\u00a7 13.2 The obligations of confidentiality survive termination of this Agreement for five years.",
    ],
    [
        "ARTICLE XIV",
        "\u00a7 14.1 Any dispute arising out of or relating to this Agreement shall be resolved exclusively in the state or federal courts located in Wilmington, Delaware, and each party submits to the jurisdiction of those courts.",
        "\u00a7 14.2 This Agreement is governed by the laws of the State of Delaware, without regard to its conflict-of-laws rules.",
    ],
]

HEAD = """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"
 xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"
 xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"
 xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"
 office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
 <office:font-face-decls>
  <style:font-face style:name="Liberation Serif" svg:font-family="'Liberation Serif'" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"/>
 </office:font-face-decls>
 <office:styles>
  <style:default-style style:family="paragraph">
   <style:paragraph-properties fo:margin-bottom="0.12in"/>
   <style:text-properties style:font-name="Liberation Serif" fo:font-size="12pt" fo:language="en" fo:country="US"/>
  </style:default-style>
  <style:style style:name="Standard" style:family="paragraph"/>
  <style:style style:name="Article" style:family="paragraph">
   <style:paragraph-properties fo:text-align="center" fo:margin-bottom="0.2in"/>
   <style:text-properties fo:font-weight="bold"/>
  </style:style>
  <style:style style:name="Furniture" style:family="paragraph">
   <style:paragraph-properties fo:text-align="center"/>
   <style:text-properties fo:font-size="9pt"/>
  </style:style>
 </office:styles>
 <office:automatic-styles>
  <style:style style:name="Break" style:family="paragraph" style:parent-style-name="Article">
   <style:paragraph-properties fo:break-before="page"/>
  </style:style>
  <style:page-layout style:name="pm1">
   <style:page-layout-properties fo:page-width="8.5in" fo:page-height="11in" fo:margin-top="0.6in" fo:margin-bottom="0.6in" fo:margin-left="1in" fo:margin-right="1in"/>
   <style:header-style><style:header-footer-properties fo:min-height="0.3in" fo:margin-bottom="0.3in"/></style:header-style>
   <style:footer-style><style:header-footer-properties fo:min-height="0.3in" fo:margin-top="0.3in"/></style:footer-style>
  </style:page-layout>
 </office:automatic-styles>
 <office:master-styles>
  <style:master-page style:name="Standard" style:page-layout-name="pm1">
   <style:header><text:p text:style-name="Furniture">%s</text:p></style:header>
   <style:footer><text:p text:style-name="Furniture">Page <text:page-number text:select-page="current">1</text:page-number></text:p></style:footer>
  </style:master-page>
 </office:master-styles>
 <office:body><office:text>
"""


def main(out):
    body, truth = [], []
    for i, paras in enumerate(PAGES):
        for j, p in enumerate(paras):
            style = "Standard"
            if j == 0:
                style = "Break" if i > 0 else "Article"
            body.append('  <text:p text:style-name="%s">%s</text:p>' % (style, escape(p)))
        truth.append({"label": str(i + 1), "text": "\n\n".join(paras), "furniture": [HEADER, "Page %d" % (i + 1)]})
    with open(out + "/contract.fodt", "w", encoding="utf-8") as f:
        f.write(HEAD % escape(HEADER))
        f.write("\n".join(body))
        f.write("\n </office:text></office:body>\n</office:document>\n")
    with open(out + "/contract.truth.json", "w", encoding="utf-8") as f:
        json.dump({"pages": truth}, f, ensure_ascii=False, indent=1)
        f.write("\n")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".")
