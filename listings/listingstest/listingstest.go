//go:build !js

// Package listingstest stands in for listings.Run (a check.Listings) in
// the tests of the check and the preview, which need no node: what they
// test is what the prose says, not what a listing prints. The tests of
// what a listing prints run the listings under node, in package listings.
//
// It is a package of its own, not part of site/sitetest, because it
// speaks of site.Page: sitetest imports nothing of site, so that site's
// own tests can use its assets.
package listingstest

import (
	"context"
	"io/fs"

	"coursesite/place"
	"coursesite/site"
)

// Run stands in for listings.Run, which runs a page's listings under node
// and compares what each prints with the model's report: here every
// listing prints the report, so none differs.
func Run(context.Context, fs.FS, *site.Page) (place.Errors, error) { return nil, nil }
