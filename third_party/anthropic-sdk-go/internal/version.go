package internal

const PackageVersion = "1.84.0" // x-release-please-version
