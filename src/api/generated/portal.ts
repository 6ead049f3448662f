/**
 * Generated from openapi/portal.yaml by `npm run gen` (openapi-typescript). Do not edit:
 * change the contract and regenerate; `npm test` fails when this file is stale.
 */

export interface paths {
    "/oauth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in or refresh the token pair
         * @description The token service. With `grant_type=password` (username, password, remember-me) it signs the user in; with `grant_type=refresh_token` it exchanges the single-use refresh token for a new pair (the one refresh the client makes after a 401). Every request carries the browser client's built-in credential (OAUTH_CLIENT_ID / OAUTH_CLIENT_SECRET in src/constants.ts) as HTTP Basic in the Authorization header; a missing or wrong client credential is answered 401 `invalid_client`. Wrong credentials or a spent, revoked or expired refresh token are answered 401 `invalid_grant`. LOGIN_LOCK_THRESHOLD (five) consecutive failed logins lock the account for LOGIN_LOCK_MS (15 minutes): while locked no password signs in; a wrong one is answered `invalid_grant` like a wrong password on any account or an unknown login (same answer, same work, so nothing tells which accounts exist), and only the right one learns the lock: 401 `account_locked` with `lockedUntil`. A successful login resets the count. Failed password grants are limited per client address and per login name (429 with Retry-After), shared by every server process. A refresh token spent within the last REFRESH_GRACE_MS (10 s) answers the same pair its first use got (two tabs refreshing at once); any later reuse revokes the session.
         */
        post: operations["requestAccessToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in for a partner application (authorization code)
         * @description Shape not shown in the spec; designed as the single sign-on handoff of the authorization-code flow: the user signs in with the portal credentials on behalf of a registered partner application (client_id with its registered redirect URIs) and gets a single-use code delivered to the partner's redirect URI. Credentials count towards the same lockout as POST /oauth/token (LOGIN_LOCK_THRESHOLD failures lock for LOGIN_LOCK_MS).
         */
        post: operations["createAuthorizationCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sso/auth/forgotPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a password-reset e-mail
         * @description The forgotten-password form (portal-shell §5.5): username and/or email ("Please enter atleast one value"; a malformed email: "Valid email required"). When an account matches, a reset link is e-mailed to its address. The answer is the same whether or not an account exists, so the form cannot be used to discover accounts.
         */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sso/calldrip/auth/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the call-tracking sign-on URL of a dealer
         * @description Shape not shown in the spec; designed for the single sign-on redirect to the call-tracking provider when the user picks one of several dealers (a dealer group, an admin or OEM user). The server asks the provider for a single-use sign-on for the dealer's call-tracking account and answers the URL; the client opens it in a new window (a navigation cannot carry the bearer token, so the URL itself carries the single-use credential).
         */
        get: operations["getCalldripSignOnUrlForDealer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sso/calldrip/redirectUrl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the call-tracking sign-on URL of the user's dealer
         * @description Shape not shown in the spec; designed for the call-tracking menu link of a user with one dealer: like GET /sso/calldrip/auth/{id} for the current user's dealer (UserDetails.dealerCode; the impersonated user's while an admin impersonates).
         */
        get: operations["getCalldripSignOnUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sso/user/allowedComponents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the screen parts the user may see
         * @description Shape not shown in the spec; designed as the names of the guarded screen parts the server lets the current user (the impersonated user while an admin impersonates) see.
         */
        get: operations["getAllowedComponents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sso/user/userData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the signed-in user's details
         * @description Loads the user details (portal-shell §3). While an admin impersonates (impersonate header), the impersonated user's details with `impersonator` naming the admin. On load the client fetches the product file for oemName (plus `_fr` when language is FRENCH) and the DWC data for the OEM (portal-shell §4.6).
         */
        get: operations["getUserDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/headerMenu": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the user's header menu
         * @description The role-driven navigation menu (portal-shell §2.4), a tree up to three levels deep. It also decides route access: a route is allowed when the menu holds its URL or one of its parent routes is allowed. The Change Password entry has id 46 under Settings.
         */
        get: operations["getHeaderMenu"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/changeUserLanguage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the user's language
         * @description Stores the language chosen in the header's selector as the user's language and answers the updated user details; the client then navigates to the route named by the code.
         */
        post: operations["changeUserLanguage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/user/dealer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Choose the dealer a dealer group user acts for
         * @description The header's dealer selector of a user who acts for several dealers (a dealer group): stores the chosen dealer as the user's, remembered across sessions, and answers the updated user details, whose dealerCode is the chosen dealer. Every call that leaves the dealer out then acts for it. Only one of the user's own dealers is accepted (403 for any other, through x-dealer-scope).
         */
        put: operations["chooseDealer"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/changePassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check the change-password permission
         * @description The permission check made before the change-password dialog opens (portal-shell §4.5). Without the edit flag the dialog shows "You do not have permission to change password".
         */
        get: operations["getChangePasswordPermission"];
        put?: never;
        /**
         * Change the user's password
         * @description Changes the password (portal-shell §4.5, §5.3). A missing field or a new password that fails a strength rule is refused 400 before anything is checked. Otherwise the answer is 200: `success` true ("Password updated successfully."), or `success` false with errors (id 1 wrong current password, id 3 confirmation not equal to the new password, id 10 the new password repeats the current one); the dialog shows the first. Refused 403 without the edit permission, and while an admin impersonates (an admin never sets another user's password).
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/profileInformation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the Profile Information page's data
         * @description The profile of the user's dealer (or of the named dealer): contact details, the authorized contact of the DWCP enrollment, whether the user may edit the profile and whether billing details are shown.
         */
        get: operations["getProfileInformation"];
        put?: never;
        /**
         * Save the Profile Information page
         * @description Saves the contact details and/or the authorized contact from the Profile Information page and answers the updated profile; the page shows a success or error message for 5 seconds. A 400 lists the invalid fields, shown as profile errors. Refused 403 when hasAccessOnManageProfile is false.
         */
        post: operations["updateProfileInformation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/profileContactDetails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the contact confirmation data
         * @description What the contact confirmation flow (portal-shell §4.2) shows after a dealer signs in: the contact details modal, then the authorized-contact modal when any authorized value exists, then the billing modal when showBillingDetails is true. The client decides whether the prompt is due from lastUpdatedDateForDealerContact and serverDate.
         */
        get: operations["getProfileContactDetails"];
        put?: never;
        /**
         * Save one step of the contact confirmation
         * @description Saves one modal of the contact confirmation flow and answers the updated data. With `final` true the server sets lastUpdatedDateForDealerContact to today in US Central time. A 400 lists the invalid fields, shown as profile errors.
         */
        post: operations["saveProfileContactDetails"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/impersonate/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search users to impersonate
         * @description The admin toolbar's search (portal-shell §5.4): case-insensitive match of the trimmed term on login name or user name, or naming a dealer's code exactly (that dealer's users, so an admin can act for a dealer it knows by code), limited to the selected OEM when oemName is given, sorted by userName. Other administrators are never listed (they cannot be impersonated). Administrators only; the role is checked on the signed-in admin.
         */
        get: operations["searchImpersonationCandidates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/impersonate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start acting as a user
         * @description Apply in the admin toolbar (portal-shell §4.4): the admin acts as the user from now on. The answer sets the impersonation cookie, which the client copies into the impersonate header of every later call (the CMS backend's included); the page then reloads to the root with locally saved state cleared. Administrators only. Refused 409 while the admin already impersonates (Reset first) and 403 for a target who is an admin.
         */
        post: operations["startImpersonation"];
        /**
         * Stop acting as a user
         * @description Reset in the admin toolbar (portal-shell §4.4): ends impersonation and clears the impersonation cookie; the client removes the saved skin name, clears saved state and reloads to the root. Administrators only; succeeds also when not impersonating.
         */
        delete: operations["stopImpersonation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/oems": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List OEMs
         * @description The OEMs the user may choose from (the admin toolbar's OEM selector and OEM filters); every OEM for admins, the user's own OEM for everyone else. Sorted by name.
         */
        get: operations["listOems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/dwc/offerProviders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List website and digital retailing providers
         * @description The providers offered to an OEM's dealers, for the enrolment form and provider filters; `drs` chooses digital retailing (true) or website (false) providers. Sorted by name.
         */
        get: operations["listOfferProviders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/dwc/crm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List certified CRMs
         * @description The CRM products certified for an OEM (Dealer CRM Certification, CRM compliance). Sorted by name.
         */
        get: operations["listCrms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/dwc/complianceCategories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List compliance categories of an audit type
         * @description The categories a compliance report of the audit type scores for an OEM, in display order.
         */
        get: operations["listComplianceCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/getAddons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List add-ons
         * @description The add-ons offered for an OEM, optionally of one program, for add-on selectors and filters. Sorted by name.
         */
        get: operations["listAvailableAddons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/regions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an OEM's regions
         * @description The sales regions of an OEM, for region filters. Sorted by name.
         */
        get: operations["listRegions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/districts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a region's districts
         * @description The districts of a region, for district filters. Sorted by name.
         */
        get: operations["listDistricts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/leads/properLeadSources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List lead sources
         * @description The lead sources (providers) whose leads count for the lead program, for the lead screens' source filter. Sorted by name.
         */
        get: operations["listProperLeadSources"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/dealers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search dealers
         * @description Server-paged dealer search for dealer pickers: `term` matches code or name (case-insensitive, contains), narrowed by OEM, region and district. Dealers and dealer groups only ever get the dealers they may act for; OEM staff only their OEM's.
         */
        get: operations["searchDealers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/compliance/dealers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search dealers for compliance audits
         * @description Server-paged dealer search for the compliance screens (choosing the dealer of an audit, filtering reports): like GET /api/portal/dealers, with each dealer's website provider and last audit of the audit type.
         */
        get: operations["searchComplianceDealers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/compliance/oems": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List OEMs with compliance programs
         * @description The OEMs the user may see compliance reports of (those running a compliance program). Sorted by name.
         */
        get: operations["listComplianceOems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/dwc/websiteprogram/async/dealerServiceData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an OEM's dealer website program data
         * @description The DWC data the shell loads for the user's OEM by name on user details load (portal-shell §4.6): enrollment availability, providers and the support contact.
         */
        get: operations["getDealerServiceData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mocdata/products/{fileName}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a product file
         * @description The product texts of an OEM (`{oemName}.json`, `{oemName}_fr.json` when the user's language is FRENCH) or the common file (`common.json`), loaded on user details load. Public static content: no token needed. When the French file of an OEM does not exist the client falls back to the English one (English is the fallback language).
         */
        get: operations["getProductFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/enrollments/filter-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Manage Enrollments filter options
         * @description The program filter options (programs with the "all" entry id -1, add-ons) plus the regions, districts and dealer statuses of the Manage Enrollments filter bar. The chosen program narrows add-ons and regions, the chosen region gives the districts. Lists hold what the caller may see (OEM staff their OEM's; an admin impersonating, that user's). 400 for a program that does not exist, 403 for another OEM's.
         */
        post: operations["getEnrollmentFilterOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/enrollments/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search enrollments
         * @description One page of the Manage Enrollments table: dealers' program enrollments matching the filters in the body, paged and sorted by the query parameters. OEM staff see only their OEM's dealers (an admin impersonating, what that user sees). Empty values sort last; ties keep dealer code, then program order, so pages never overlap.
         */
        post: operations["searchEnrollments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/enrollments/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export enrollments as CSV
         * @description Every row matching the Manage Enrollments filters (the search body's filters, here as query parameters), unpaged, in the search's order, as a CSV file (RFC 4180: a header row, then one row per enrollment; columns Dealer Code, Dealer Name, Program, Region, District, Dealer Status, Program Status, Enrolled Date, Add-ons ("name (status)" joined by "; "), Outstanding Account, Test Dealer; a cell starting with =, +, - or @ is prefixed with ' so a spreadsheet does not run it as a formula). Named `Enrollments-<YYYY-MM-DD>.csv` (server date) in Content-Disposition; the client falls back to `Enrollments-…` (business-areas §7 "Exports").
         */
        get: operations["exportEnrollmentsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/enrollments/list/get-addons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Add-ons of the enrollment filters
         * @description The add-ons dealers can be enrolled in, for the Manage Enrollments add-on filter and the add-on enrollment screens; with `dealerCode`, only the add-ons that dealer has an enrollment of (at any status), so the add-on enrollment page offers each of them.
         */
        get: operations["listEnrollmentAddons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/enrollments/billing-profiles/{dealerCode}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Dealer whose billing profile this is. */
                dealerCode: components["schemas"]["DealerCode"];
            };
            cookie?: never;
        };
        /**
         * Read a dealer's billing profile
         * @description The dealer's stored billing profile for Billing Details, with the card masked. With `programId`, 404 unless the profile is activated for that program.
         */
        get: operations["getBillingProfile"];
        put?: never;
        /**
         * Create a dealer's billing profile
         * @description Stores the dealer's first billing profile; with `programId` it is activated for that program at once (as activate does, with its 404 and 409 answers; nothing is stored then). Of the card only the last four digits, the brand and a processor token are kept, never the number or the security code. A 400 lists the invalid card fields (including a card that has expired), which the screen shows as profile errors. 409 `billing_profile_exists` when the dealer already has a profile (save it instead).
         */
        post: operations["createBillingProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/enrollments/billing-profiles/{dealerCode}/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save a dealer's billing profile
         * @description Replaces the card and billing address of the dealer's existing billing profile; the programs it is activated for stay. Allowed while the account is outstanding (paying is how it clears). A 400 lists the invalid card fields (including a card that has expired), shown as profile errors. 404 when the dealer has no profile yet.
         */
        post: operations["saveBillingProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/enrollments/billing-profiles/{dealerCode}/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Activate a billing profile for a program
         * @description Bills the program's enrollment to the dealer's stored profile; activating twice is the same as once. 404 when the dealer has no profile or the program is not one of its OEM's; 409 `outstanding_account` while the account is outstanding (the spec's outstanding-account message), `card_expired` when the stored card has expired, `not_enrolled` when the dealer is not (or no longer) enrolled in the program. A 400 is shown as profile errors.
         */
        post: operations["activateBillingProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/enrollments/dealer/{dlCode}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Dealer code. */
                dlCode: components["schemas"]["DealerCode"];
            };
            cookie?: never;
        };
        /**
         * Read a dealer
         * @description The dealer with its status, contacts, billing contacts, inventory and sales data, business hours, holidays and metered-leads settings, for the dealer edit screen.
         */
        get: operations["getDealer"];
        put?: never;
        /**
         * Save a dealer
         * @description Saves the dealer edit form: name, up to 5 contacts, up to 3 billing contacts (ZIP checked by country), inventory and sales data, business hours, holidays and metered-leads settings. Lists are replaced as sent. Answers the stored dealer.
         */
        post: operations["updateDealer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/enrollments/dealer/{dlCode}/update-properties": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update a dealer's properties
         * @description Changes the dealer's classification: size, region, district, market, country, CRM, group, test dealer and EV dealer. Only the properties sent change. Answers the stored dealer.
         */
        post: operations["updateDealerProperties"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/enrollments/dealer/{dlCode}/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply a dealer enrollment action
         * @description Deactivate (cancellation or inactivation type, with a reason under 255 characters), pause, reactivate, opt out, hold or enable a dealer (business-areas §4). Inactivating before the 4th of the month means no invoice for the previous month; the screen warns before calling. The change and its history row are written in one transaction; a cancellation also unenrolls the dealer from its programs and unsubscribes (or, still pending, cancels) its add-ons and packages, each with its history row. 400 when deactivate lacks its type or reason (a blank reason counts as missing), or another action is sent an `inactivationType`. 409 `invalid_transition` when the action does not apply to the dealer's status (see DealerActionType), changing nothing; 409 `outstanding_account` (message "Your current account is outstanding; contact the Billing Department before new enrollments and enrollment changes can be processed. You have not opted in for any new packages or addons. Your subscription will not be changed.") for the actions that resume service, reactivate and enable, while the account is outstanding; the actions that stop or reduce service stay possible.
         */
        post: operations["changeDealerStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/enrollments/programs/{action}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply a program action
         * @description Changes a dealer's status in one program of its OEM, chosen by action name with a change-state reason (business-areas §4), and writes the history row, in one transaction. 400 for a blank reason; 404 when the dealer does not exist or the program is not one of its OEM's; 409 `invalid_transition` when the action does not apply (see ProgramAction) or, for enroll and resume, when the dealer is not ACTIVE; 409 `outstanding_account` for enroll and resume while the account is outstanding. Nothing changes on an error.
         */
        post: operations["changeProgramStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/enrollment/manageEnrollments/{action}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply an add-on enrollment action
         * @description Applies one subscription action to some of a dealer's add-on enrollments (add-on program status update), each with its history row. `terminate` needs the scheduled date the termination takes effect (today or later, server date; 400 otherwise); the other actions take effect at once and ignore `scheduledDate`. All or none change, in one transaction: 404 "No related enrollments!" when no id is one of the dealer's, 404 when some are not; 409 `invalid_transition` when the action does not apply to one of them (see SubscriptionAction), naming each, or when approve or cancelTermination is asked for a dealer that is not ACTIVE; 409 `outstanding_account` for approve and cancelTermination while the account is outstanding.
         */
        post: operations["changeAddonEnrollmentStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/enroll/dwcp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open the DWCP enrolment form
         * @description What the dealer website certification enrolment form needs: the dealer's known values, website and digital retailing providers with their packages (those offered to the dealer's OEM, as GET /api/portal/dwc/offerProviders lists them), the enrollment options (the program's add-ons with the OEM's prices) and the terms. Only dealers and impersonating admins see providers and packages (business-areas §6): an admin acts with the impersonated dealer's roles, so one not impersonating, OEM staff and CMS editors (or an admin impersonating one) get 403. 400 for an add-on without a program in the dealer's OEM or a provider not offered to it.
         */
        get: operations["getDwcpEnrollmentForm"];
        put?: never;
        /**
         * Submit the DWCP enrolment
         * @description Enrolls the dealer in the dealer website certification program with the chosen providers, packages and options; the terms checkbox must be selected ("Terms and Condition should be selected."). In one transaction: the enrollment is stored (with the authorized contact, confirmed today), the dealer is enrolled in the program of the add-on and each option it does not hold is subscribed, Subscription Pending until approved, with history rows. Only dealers and impersonating admins can enroll (an admin acts with the impersonated dealer's roles); CMS editors (or an admin impersonating one) get 403. 400 lists every bad field, including a listed provider or package id that is not offered to the dealer and an option that is not the program's. 409 `outstanding_account` while the account is outstanding, `invalid_transition` when the dealer is not ACTIVE, `already_enrolled` when the dealer is enrolled.
         */
        post: operations["enrollDwcp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/enroll/dwcpInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the dealer enrollment contact data
         * @description The signed-in (or impersonated) dealer's authorized dealer website contact, which the home page's contact confirmation shows in its authorized-contact step.
         */
        get: operations["getDwcpEnrollmentInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/enroll/dealerProviderInterestNotification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Tell a provider a dealer is interested
         * @description Sends the provider the dealer's interest (and note), so the provider contacts the dealer. The provider must be one offered to the dealer's OEM (GET /api/portal/dwc/offerProviders), 400 otherwise. The notification is recorded with the user who asked (and the impersonating admin) and the provider's contact address it went to. Only dealers and impersonating admins; CMS editors get 403. Answers "Sent Successfully".
         */
        post: operations["notifyProviderOfDealerInterest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/enrollments/downloadManagerData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download Manager documents
         * @description The documents of the Download Manager page that the caller may download.
         */
        get: operations["getDownloadManagerData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/enrollments/downloadManager/documents/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a Download Manager document
         * @description The file of one document of the Download Manager, with its stored media type and `Content-Disposition: attachment` naming it by the document's fileName (RFC 6266: an ASCII `filename` and the exact UTF-8 `filename*`). The caller may download what the list shows them: documents for every OEM, and those of the OEMs the caller may see (an admin every OEM's; an admin impersonating sees what that user sees). Another OEM's document is answered as not found, as one that does not exist.
         */
        get: operations["downloadManagerDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/dwc/websiteprogram/async/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search website program subscriptions
         * @description One page of dealers' website program subscriptions matching the filters, for the Manage Website Program table.
         */
        post: operations["searchWebsiteProgramSubscriptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/dwc/websiteprogram/async/dealerSubscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a dealer's website subscriptions
         * @description The dealer's subscriptions of the website program (add-on 4) or digital dealer (add-on 6), with its custom parameters. 404 when the dealer does not exist.
         */
        get: operations["getDealerWebsiteSubscriptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/dwc/websiteprogram/async/regions-website": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Regions with website program dealers
         * @description The OEM's regions that have dealers in the website program, for the region filter. OEM staff may ask only for their own OEM.
         */
        get: operations["listWebsiteProgramRegions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/dwc/websiteprogram/async/districts-website": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Districts with website program dealers
         * @description The districts of one of the OEM's regions that have dealers in the website program, for the district filter.
         */
        get: operations["listWebsiteProgramDistricts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/dwc/websiteprogram/async/dealersubscriptions/{methodName}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply a website subscription action
         * @description Applies the action named by the method to a dealer's subscription (and, with `applyToAllPackages`, to every package of the dealer it applies to), moving it to the target sub-package status, optionally without dealer communication and at a scheduled date. `cancelTermination` cancels a termination. All or none change: 404 when the subscription is not the dealer's; 409 `invalid_transition` when the action does not apply (see SubscriptionAction); 409 `outstanding_account` for approve while the account is outstanding.
         */
        post: operations["changeWebsiteSubscriptionStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/dwc/websiteprogram/async/filter-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Manage Website Program filter options
         * @description The OEMs, providers, offer types and statuses of the Manage Website Program filter bar.
         */
        get: operations["getWebsiteProgramFilterOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/dwc/websiteprogram/async/export-csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export website program subscriptions as CSV
         * @description Every subscription matching the filters, unpaged, as a CSV file named from Content-Disposition.
         */
        post: operations["exportWebsiteProgramCsv"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/dwc/websiteprogram/async/dealerSubscriptions/customParams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update a dealer's website custom parameters
         * @description Stores new values of the dealer's website program custom parameters. On 400 the first entry of `errors` is the invalid URL message, which the screen shows. 404 when the dealer does not exist or a parameter is not one of the dealer's.
         */
        post: operations["updateWebsiteCustomParameters"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/manageDealerPackages/dealerEnrollmentData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open Manage Packages
         * @description The dealer's subscriptions and the offers it may take, grouped by kind (BUNDLE (Full Service), PACKAGE (Mix & Match), ADDITIONAL) and sorted by dwcPriority, for Manage Packages (program add-on 4) or Manage Packages for digital dealer (add-on 6). A 400 with a message means the dealer cannot be set up for enrollment; the client then returns to managePackages (managePackagesDigitalDealer for add-on 6). Only dealers and impersonating admins see providers and packages; CMS editors (or an admin impersonating one) get 403.
         */
        get: operations["getDealerEnrollmentData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/manageDealerPackages/changeableSubscriptionsList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List subscriptions that can change
         * @description The dealer's subscriptions that may be changed, each with the offers of its offer type it may change to. Only dealers and impersonating admins see providers and packages; CMS editors (or an admin impersonating one) get 403.
         */
        get: operations["listChangeableSubscriptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/manageDealerPackages/changeSubscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Price a package change
         * @description Checks a package choice (offerProviderId, offerTypeId, optionalAddonIds, packageId) and answers what it would replace and cost; nothing is stored until updateSubscriptions. 404 when the provider, package or an add-on is not offered to the dealer. 409 `outstanding_account` while the account is outstanding ("Your current account is outstanding; contact the Billing Department before new enrollments and enrollment changes can be processed. You have not opted in for any new packages or addons. Your subscription will not be changed."). Only dealers and impersonating admins see providers and packages; CMS editors (or an admin impersonating one) get 403.
         */
        post: operations["previewSubscriptionChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/manageDealerPackages/subscriptionOptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read subscription options
         * @description The option list of the confirmation step, the link to the current End User License Agreement and whether the dealer must accept it (showEULA). Only dealers and impersonating admins see providers and packages; CMS editors (or an admin impersonating one) get 403.
         */
        get: operations["getSubscriptionOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/manageDealerPackages/updateSubscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm package changes
         * @description Applies the chosen packages: new ones become Subscription Pending, those they replace Termination Pending. When the dealer must accept the current agreement and has not, 400 "Please accept current End User License Agreement." on eulaAccepted. 404 when a package is not offered to the dealer. 409 `outstanding_account` while the account is outstanding ("Your current account is outstanding; contact the Billing Department before new enrollments and enrollment changes can be processed. You have not opted in for any new packages or addons. Your subscription will not be changed."). Only dealers and impersonating admins see providers and packages; CMS editors (or an admin impersonating one) get 403.
         */
        post: operations["updateSubscriptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/dwc/addonSubscription/prices/{api}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read add-on prices
         * @description Prices of the add-ons of one pricing service for the OEM, as they apply with the given primary offers on the given page; with `required`, only the add-ons those offers require. Only dealers and impersonating admins see providers and packages; CMS editors (or an admin impersonating one) get 403.
         */
        get: operations["listAddonPrices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/dwc/addonOfferProvider/pdfUrl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Locate a provider's PDF
         * @description Where the provider's PDF (its offer sheet) is; without `id`, the OEM's provider comparison sheet. 404 when there is none. A provider without a published sheet of its own gets the one the portal writes (getProviderProgramSheet), at a signed address valid for an hour. Only dealers and impersonating admins see providers and packages; CMS editors (or an admin impersonating one) get 403.
         */
        get: operations["getProviderPdfUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/dwc/addonOfferProvider/programSheet/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A provider's program sheet (PDF)
         * @description The provider's program sheet for the dealers of one OEM: the provider, its packages for that OEM with their monthly prices and optional add-ons, and how to reach it, as a PDF the portal writes from its own catalogue (so it always shows the prices the packages screens use). Served at the signed address getProviderPdfUrl and getProviderInitialPageData give in their `url`/`pdfUrl`, which only the packages area's callers get (dealers, dealer groups and impersonating admins, for providers offered to their dealer's OEM). Public like a pre-signed storage link, because the browser opens it in a new window without the bearer token: the address is valid only with the signature the server made for this provider and OEM and only until `expires`. 404 for a bad or expired signature and for a provider no longer offered to the OEM.
         */
        get: operations["getProviderProgramSheet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/dwc/eula/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An End User License Agreement (PDF)
         * @description The End User License Agreement of one OEM's dealer programs (business-areas §3 `linkEULA`): its version and publication date, the providers whose packages it covers and its terms, in English or French, as a PDF the portal writes from its catalogue. Served at the signed address getSubscriptionOptions gives in `linkEULA`, which only the packages area's callers get (dealers, dealer groups and impersonating admins, for their dealer's current agreement), in the caller's language. Public like a pre-signed storage link, because the browser opens it in a new window without the bearer token: the address is valid only with the signature the server made for this agreement and language and only until `expires`. 404 for a bad or expired signature and for an agreement that no longer exists.
         */
        get: operations["getEulaDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/dwc/addonOfferProvider/providerInitialPageData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open a provider's page
         * @description A provider's page: presentation, offers, PDF and whether the dealer already asked to be contacted. 404 when the provider does not exist. Only dealers and impersonating admins see providers and packages; CMS editors (or an admin impersonating one) get 403.
         */
        get: operations["getProviderInitialPageData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/dealers/smartLeadsServices/view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open SmartLeads services
         * @description The SmartLeads add-ons with the dealer's subscriptions to them. Only dealers and impersonating admins see providers and packages; CMS editors (or an admin impersonating one) get 403.
         */
        get: operations["getSmartLeadsServices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/dealers/smartLeadsServices/addonCustomParametersIFrame": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open an add-on's provider configuration
         * @description The address of the provider's configuration page for the dealer's add-on, shown in a frame. 404 when the dealer has no subscription to the add-on or it has no such page. Only dealers and impersonating admins see providers and packages; CMS editors (or an admin impersonating one) get 403.
         */
        get: operations["getAddonCustomParametersIFrame"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/dealers/smartLeadsServices/addonCustomParametersToCopy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List parameters to copy
         * @description The dealer's other add-on subscriptions whose custom parameters may be copied into the given add-on. Only dealers and impersonating admins see providers and packages; CMS editors (or an admin impersonating one) get 403.
         */
        get: operations["listAddonCustomParametersToCopy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/dealers/smartLeadsServices/getModelProposal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Propose models for an add-on
         * @description The vehicle models an add-on can cover for the dealer, those proposed from its inventory and sales marked. Only dealers and impersonating admins see providers and packages; CMS editors (or an admin impersonating one) get 403.
         */
        post: operations["getAddonModelProposal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/dealers/smartLeadsServices/updateAddonCustomParameters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update an add-on's parameters
         * @description Stores new custom parameters (and models) of an add-on the dealer is subscribed to. On 400 the first entry of `errors` is the invalid URL message. 404 when the dealer has no subscription to the add-on. Only dealers and impersonating admins see providers and packages; CMS editors (or an admin impersonating one) get 403.
         */
        post: operations["updateAddonCustomParameters"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/dealers/smartLeadsServices/subscribeAddonWithCopiedData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Subscribe to an add-on with copied parameters
         * @description Subscribes the dealer to the add-on (Subscription Pending) with the custom parameters and models of another of its subscriptions. 400 "Please accept current End User License Agreement." when the agreement must be accepted and is not. 404 when the source subscription is not the dealer's. 409 `already_subscribed` when the dealer already has the add-on. 409 `outstanding_account` while the account is outstanding ("Your current account is outstanding; contact the Billing Department before new enrollments and enrollment changes can be processed. You have not opted in for any new packages or addons. Your subscription will not be changed."). Only dealers and impersonating admins see providers and packages; CMS editors (or an admin impersonating one) get 403.
         */
        post: operations["subscribeAddonWithCopiedData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/dealers/smartLeadsServices/saveAddonParams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Subscribe to an add-on with parameters
         * @description Subscribes the dealer to the add-on (Subscription Pending) with the custom parameters and models entered. On 400 the first entry of `errors` is the invalid URL message; 400 "Please accept current End User License Agreement." when the agreement must be accepted and is not. 409 `already_subscribed` when the dealer already has the add-on. 409 `outstanding_account` while the account is outstanding ("Your current account is outstanding; contact the Billing Department before new enrollments and enrollment changes can be processed. You have not opted in for any new packages or addons. Your subscription will not be changed."). Only dealers and impersonating admins see providers and packages; CMS editors (or an admin impersonating one) get 403.
         */
        post: operations["subscribeAddonWithParameters"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/dealerPrograms/{dealerCode}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Code of the dealer. */
                dealerCode: components["schemas"]["DealerCode"];
            };
            cookie?: never;
        };
        /**
         * List the dealer's programs
         * @description The programs the dealer is enrolled in (id, name, status, whether a budget applies), for the program selector of the Set Budget and SmartLeads settings screens.
         */
        get: operations["listDealerPrograms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/dealerProgramBudget/{dealerCode}/{programId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Code of the dealer. */
                dealerCode: components["schemas"]["DealerCode"];
                /** @description Id of the program. */
                programId: components["schemas"]["ProgramId"];
            };
            cookie?: never;
        };
        /**
         * Get a program's budget
         * @description The budget details of the dealer's program (budget, balance, budgetForCurrentMonth), for the Set Budget screen.
         */
        get: operations["getProgramBudget"];
        put?: never;
        /**
         * Change a program's budget
         * @description Sets the monthly budget of the dealer's program (form field newBudget; invalid input: "Please enter valid value for budget"). For an admin, an increase or decrease takes effect immediately: this month's budget changes too. For everyone else the change applies from next month: budgetForCurrentMonth keeps this month's amount. Answers "Budget updated successfully.". Refused (409) when the program is not active for the dealer or has no budget.
         */
        post: operations["updateProgramBudget"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/leadProgramSettings/{dealerCode}/{programId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Code of the dealer. */
                dealerCode: components["schemas"]["DealerCode"];
                /** @description Id of the program. */
                programId: components["schemas"]["ProgramId"];
            };
            cookie?: never;
        };
        /**
         * Get the lead program settings overview
         * @description Every part of the dealer's lead program settings in one answer (budget, coverage, lead destinations, lead sales per category, metered leads), for the SmartLeads settings and settings preview screens.
         */
        get: operations["getLeadProgramSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/leadProgramSettings/adjustCoverage/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save the lead coverage
         * @description Replaces the dealer's coverage in a program: a radius in miles around a central ZIP (the ZIPs within it are computed and stored) or an explicit ZIP list. Answers "Saved Successfully" with the coverage as stored. Refused (409) when the dealer's program is not active.
         */
        post: operations["saveLeadCoverage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/leadProgramSettings/adjustCoverage/exportZip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the coverage ZIP list
         * @description The ZIPs of the dealer's coverage in a program as a CSV file (columns zip, city, state, distance in miles), named by Content-Disposition; without it the client names the file `zip-import-…`.
         */
        get: operations["exportCoverageZipCodes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/leadProgramSettings/zipCodeBulkImportResultExport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export a bulk ZIP import report
         * @description The result report of a bulk ZIP import as a CSV file (row, value, status, message), named by Content-Disposition; without it the client names the file `zip-import-…`.
         */
        get: operations["exportZipBulkImportResult"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/leadProgramSettings/zipCodeBulkImportResultExportTemplate/{dealerCode}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Code of the dealer. */
                dealerCode: components["schemas"]["DealerCode"];
            };
            cookie?: never;
        };
        /**
         * Download the bulk ZIP import template
         * @description An empty CSV template for bulk ZIP import (a `zip` header and one example row in the dealer's country format), named by Content-Disposition; without it the client names the file `zip-import-…`.
         */
        get: operations["downloadZipBulkImportTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/leadProgramSettings/adjustCoverage/getZipCodesStringByRadius": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the ZIPs within a radius
         * @description The ZIPs within a radius (miles) of a central ZIP, nearest first, as one comma-separated string, to fill the ZIP list of the Adjust Coverage screen.
         */
        get: operations["getZipCodesByRadius"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/leadProgramSettings/adjustCoverage/getCityZipList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search cities and ZIPs within a radius
         * @description The ZIPs within a radius of a central ZIP whose ZIP or city starts with the typed term (case-insensitive), nearest first, at most 100, for the city/ZIP picker of the Adjust Coverage screen. Without a term, the nearest 100.
         */
        get: operations["listCityZipCodes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/leadProgramSettings/adjustCoverage/{dealerCode}/{programId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Code of the dealer. */
                dealerCode: components["schemas"]["DealerCode"];
                /** @description Id of the program. */
                programId: components["schemas"]["ProgramId"];
            };
            cookie?: never;
        };
        /**
         * Get the lead coverage
         * @description The dealer's coverage in a program (radius around a central ZIP or ZIP list), for the Adjust Coverage screen.
         */
        get: operations["getLeadCoverage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/leadProgramSettings/preferences/{dealerCode}/{programId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Code of the dealer. */
                dealerCode: components["schemas"]["DealerCode"];
                /** @description Id of the program. */
                programId: components["schemas"]["ProgramId"];
            };
            cookie?: never;
        };
        /**
         * Get the lead destinations
         * @description The lead-settings preferences of the dealer's program (leadDestinations).
         */
        get: operations["getLeadDestinations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/leadProgramSettings/savePreferences/{dealerCode}/{programId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Code of the dealer. */
                dealerCode: components["schemas"]["DealerCode"];
                /** @description Id of the program. */
                programId: components["schemas"]["ProgramId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add or change a lead destination
         * @description Adds a lead destination (no id) or changes one (its id): lead format required; e-mail required and valid; several e-mails comma-separated. Answers "Lead destination updated successfully." with every destination after the change; 404 when the id is not one of the program's destinations.
         */
        post: operations["saveLeadDestination"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/leadProgramSettings/deletePreferences/{dealerCode}/{programId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Code of the dealer. */
                dealerCode: components["schemas"]["DealerCode"];
                /** @description Id of the program. */
                programId: components["schemas"]["ProgramId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a lead destination
         * @description Removes one lead destination of the dealer's program. Answers "Lead destination deleted successfully." with the destinations left. Refused (409) for the program's last destination while the program is active, as its leads would go nowhere.
         */
        delete: operations["deleteLeadDestination"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/leadProgramSettings/vehicleManagement/{dealerCode}/{programId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Code of the dealer. */
                dealerCode: components["schemas"]["DealerCode"];
                /** @description Id of the program. */
                programId: components["schemas"]["ProgramId"];
            };
            cookie?: never;
        };
        /**
         * Get vehicle management
         * @description Which vehicles the dealer receives leads for in the program (models with accepted lead types, used-vehicle limits).
         */
        get: operations["getVehicleManagement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/leadProgramSettings/saveVehicleManagement/{dealerCode}/{programId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Code of the dealer. */
                dealerCode: components["schemas"]["DealerCode"];
                /** @description Id of the program. */
                programId: components["schemas"]["ProgramId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save vehicle management
         * @description Changes the accepted lead types of the given models and the used-vehicle limits. Answers "Vehicle Management updated successfully."; 404 when a model id is not one of the OEM's models.
         */
        post: operations["saveVehicleManagement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/leadProgramSettings/leadSales/{dealerCode}/{leadCategory}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Code of the dealer. */
                dealerCode: components["schemas"]["DealerCode"];
                /** @description The lead category (lead type) NEW, CPO or USED. */
                leadCategory: components["schemas"]["LeadType"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change lead sales of a category
         * @description Turns receiving leads of one category on or off for the dealer's program and sets the lead providers they come from ("Please select one Lead Provider or more." when none is selected). Answers "Saved Successfully". Refused (409) when the dealer's program is not active.
         */
        post: operations["updateLeadSales"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/leadProgramSettings/other-dealers/{dealerCode}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Code of the dealer. */
                dealerCode: components["schemas"]["DealerCode"];
            };
            cookie?: never;
        };
        /**
         * List dealers sharing the coverage
         * @description The other dealers of the same OEM whose lead coverage in the program shares ZIPs with this dealer's, nearest first, for the Adjust Coverage screen. Only names, codes, distance and the shared ZIPs are shown, never their settings.
         */
        get: operations["listOverlappingDealers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/leadProgramSettings/zipCodeBulkImport/{dealerCode}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Code of the dealer. */
                dealerCode: components["schemas"]["DealerCode"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import ZIPs from a file
         * @description Reads a file of ZIP codes (csv, xlsx or txt; at most 5 MB) and checks every row against the dealer's country, without changing the coverage yet. Answers the import id and the result report; zipCodeBulkImportSave applies the valid ZIPs.
         */
        post: operations["importZipCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/leadProgramSettings/zipCodeBulkImportSave/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the import. An import of a dealer the caller may not act for answers 403. */
                id: number;
            };
            cookie?: never;
        };
        /**
         * Save an import into the coverage
         * @description Applies the valid ZIPs of an import to the dealer's coverage list (replacing or adding, as the import's mode says); the coverage becomes a ZIP_LIST. A GET that changes state, as the spec's call is. Answers "Saved Successfully" with the coverage. Refused (409) when the import was already saved or has no valid row.
         */
        get: operations["applyZipBulkImport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/leadProgramSettings/zipCodeBulkImportResult/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the import. An import of a dealer the caller may not act for answers 403. */
                id: number;
            };
            cookie?: never;
        };
        /**
         * Get a bulk ZIP import report
         * @description The result report of a bulk ZIP import (counts per verdict and every row).
         */
        get: operations["getZipBulkImportResult"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/getDealersLeadCoverage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get several dealers' lead coverage
         * @description The lead coverage of several dealers in one program, for the coverage map of dealer groups, OEM staff and admins. Every dealer code must be one the caller may act for (403 otherwise).
         */
        post: operations["getDealersLeadCoverage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/leads/filter-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the Lead Viewer's filter choices
         * @description Lead types, sources, statuses, credit states and the default received-date range of the Lead Viewer's filters.
         */
        get: operations["getLeadFilterOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/leads/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search leads
         * @description One page of the Lead Viewer: the leads matching the filters of the body (received dates are Central Time days), paged and sorted by the query. Sortable fields: receivedDate (default, newest first), dealerCode, leadType, source, status, responseTime, customer.lastName.
         */
        post: operations["searchLeads"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/leads/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export the Lead Viewer's leads as CSV
         * @description Every lead matching the Lead Viewer's filters (the search body), unpaged, in the search's order, as a CSV file (RFC 4180: a header row in the user's language, then one row per lead: received date and time in Central Time, dealer code and name, lead type, source, status, shopper name, e-mail and phone, vehicle, response time as h:mm:ss, credit status, source lead id; a cell starting with =, +, - or @ is prefixed with '). At most 100,000 leads: a search matching more is refused (400) with the count, so the user narrows the filters. Named `Leads-<YYYY-MM-DD>.csv` (server date) in Content-Disposition; the client falls back to `Leads-…`.
         */
        post: operations["exportLeadsCsv"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/leads/requestCreditForm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get the request-credit form of a lead
         * @description The reasons a dealer may give when asking for credit on the lead, and the state of any earlier credit request, for the Request Credit dialog.
         */
        post: operations["getLeadCreditForm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/leads/requestCredit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for credit on a lead
         * @description Records the dealer's credit request on a lead with a chosen reason and an explanation ("Must be less than 255 characters"). Answers "Saved Successfully". Refused (409) when credit was already requested on the lead.
         */
        post: operations["requestLeadCredit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/leads/downloadlead": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a lead as ADF XML
         * @description The lead's ADF XML document, named by Content-Disposition; without it the client names the file `Lead_{type}_{documentId}.xml`.
         */
        get: operations["downloadLeadAdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/leads/findDispositionDetails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a lead's dispositions
         * @description The dispositions reported for a lead, newest first, each with its number of dealer communications.
         */
        get: operations["listLeadDispositions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/leads/dispositions/dealerCommunicationDetails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a disposition's communication history
         * @description The communication between dealer and shopper recorded under one disposition, newest first (route viewLeads/communication/{dispositionId}).
         */
        get: operations["listDispositionCommunications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/leads/getRecord": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a lead
         * @description Everything the lead detail screen (viewLead) shows about one lead.
         */
        get: operations["getLead"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/leads/getResponseTime": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a lead's response time
         * @description Receipt, first response and the time between in seconds (shown in 24-hour form, HH:MM:SS), with any admin override, for the viewLeadResponseTime screen. The three identifiers must name the same lead (404 otherwise).
         */
        get: operations["getLeadResponseTime"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/leads/responseTimeOverride": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Override a lead's response time
         * @description An admin tool (screen responseTimeOverride): replaces the measured response time of a lead, with a reason ("Must be less than 255 characters"); the measured value is kept as the override's original. Answers "Saved Successfully". Refused (409) when the dealer has not responded to the lead yet, as there is no measured time to correct.
         */
        post: operations["overrideLeadResponseTime"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/manual-dmf-correction/filter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a dealer's DMF record
         * @description A staff tool (screen settings/manualDMFCorrection), admins only: the dealer's Dealer Master File entry as received from the feed, with the manual corrections in force.
         */
        get: operations["getDmfRecord"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/manual-dmf-correction/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save a manual DMF correction
         * @description A staff tool, admins only: stores corrections that override the dealer's Dealer Master File values (a field left out or null keeps the feed value), with a reason ("Must be less than 255 characters"). Answers "Saved Successfully".
         */
        post: operations["saveDmfCorrection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/prelead/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search pre-leads
         * @description A staff tool (screen settings/preLead), admins only: one page of pre-leads of the selected lead providers ("Please select one Lead Provider or more." when none), newest first unless sorted by receivedDate, providerName, dealerCode or status.
         */
        post: operations["searchPreleads"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/prelead/convert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start converting pre-leads
         * @description A staff tool, admins only: starts a background job turning the picked pre-leads (or every PENDING match of the criteria) into leads, and answers its id at once; progress polls its state. Refused (409) while another conversion job is RUNNING.
         */
        post: operations["convertPreleads"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/prelead/cancelJob": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Cancel a pre-lead conversion job
         * @description A staff tool, admins only: stops a RUNNING conversion job (pre-leads already converted stay converted) and answers its progress, status CANCELLED. A GET that changes state, as the spec's call is. Refused (409) when the job is no longer RUNNING.
         */
        get: operations["cancelPreleadJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/prelead/progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a pre-lead conversion job's progress
         * @description A staff tool, admins only: the state and progress of a conversion job (processed of total, percent) for the Pre-Lead screen's progress bar. The client polls it silently, without the loading indicator (portal-shell §4.1), until the status is DONE, CANCELLED or FAILED.
         */
        get: operations["getPreleadJobProgress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/compliance/report/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search compliance reports
         * @description One page of compliance reports matching the filters (JSON body), sorted and paged by the query parameters ("POST compliance/report/search?page&sort (JSON)"). Only reports of dealers the caller may see are returned.
         */
        post: operations["searchComplianceReports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/compliance/scoresReport/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search compliance scores
         * @description One page of the compliance scores report (the complianceScoresReport route): per dealer, the completed audits matching the filters, with the latest and average score ("POST compliance/scoresReport/search?page&sort").
         */
        post: operations["searchComplianceScores"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/compliance/report/prepareCreate/{dealerCode}/{auditType}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Prepare a dealer compliance report
         * @description A new, unsaved report for the dealer and audit type with every category to score (the categories of `dwc/complianceCategories` for the audit type and the dealer's OEM), today's date and the caller as auditor. Nothing is stored until `report/create`.
         */
        post: operations["prepareComplianceReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/compliance/report/prepareCrmComplianceCreate/{auditType}/{oemId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Prepare a CRM compliance report
         * @description A new, unsaved CRM compliance report (the crmComplianceCreateReport screen) for the OEM and audit type with every category to score; the screen picks the CRM provider from `dwc/crm?oemId`. Nothing is stored until `report/create`.
         */
        post: operations["prepareCrmComplianceReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/compliance/report/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a compliance report
         * @description Stores a new compliance report (DRAFT, or COMPLETED when every category is scored and decided). The server computes the overall score and verdict. 400 when a category does not belong to the audit type and OEM, appears twice, or is unscored in a COMPLETED report.
         */
        post: operations["createComplianceReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/compliance/report/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update a compliance report
         * @description Replaces the editable content of a DRAFT report (the editComplianceReport screen); sending status COMPLETED finalizes it. 404 when the report does not exist, 409 when it is already COMPLETED.
         */
        post: operations["updateComplianceReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/compliance/report/uploadFile/{reportId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Attach a file to a compliance report
         * @description Stores one file (multipart part `file`) with a DRAFT report. Allowed types: pdf, png, jpg, jpeg, xlsx, csv, docx, judged by the file name's extension and the part's media type; at most 10 MB (10485760 bytes). 400 messages (field `file`): "Please select a file." when the part is missing or empty; "File type is not allowed. Allowed types: pdf, png, jpg, jpeg, xlsx, csv, docx." for another type; "File is larger than 10 MB." over the limit. 409 when the report is COMPLETED.
         */
        post: operations["uploadComplianceReportFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/compliance/report/removeFile/{reportId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove a file from a compliance report
         * @description Deletes the file named by uuid from a DRAFT report. 404 when the report or the file (within that report) does not exist, 409 when the report is COMPLETED.
         */
        post: operations["removeComplianceReportFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/compliance/report/file/{reportId}/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a file of a compliance report
         * @description One file attached to a report, in its stored media type (one of the upload types) and named by Content-Disposition (attachment, the uploaded file name). 403 when the report's subject is not one the caller may see; 404 when the report or the file (within that report) does not exist.
         */
        get: operations["downloadComplianceReportFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/compliance/report/view/{reportId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * View a compliance report
         * @description One compliance report with its categories and files (/compliance/viewDealerReport/{reportId} and the edit screen). `mandatory` keeps only the mandatory categories and `qualified` only those the dealer qualified in (both: the mandatory ones it qualified in); the overall score and verdict are always those of the whole report. 403 when the report's dealer is not one the caller may see.
         */
        get: operations["getComplianceReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/compliance/generate/ComplianceDealerReport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate the dealer compliance report
         * @description Per dealer in the filter, the latest completed audit of the period with its category results, and the totals (the ComplianceDealerReport and DRSComplianceDealerReport report names; the audit type is in the filter).
         */
        post: operations["generateComplianceDealerReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/compliance/generate/ComplianceAggregateReport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate the compliance aggregate report
         * @description Compliance counts and rates per district (grouped by region) for the filter's audit type and period, one page at a time, with the totals over all rows ("ComplianceAggregateReport?page&sort"; the ComplianceAggregateReport and DRSComplianceAggregateReport report names).
         */
        post: operations["generateComplianceAggregateReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/compliance/generate/CrmComplianceAggregateReport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate the CRM compliance aggregate report
         * @description Compliance counts and rates per CRM provider of the OEM for the filter's period, with the totals (the CRMComplianceAggregateReport report name).
         */
        post: operations["generateCrmComplianceAggregateReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/compliance/generate/CRMNonCompliantReport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate the CRM non-compliant report
         * @description The dealers whose latest CRM audit in the period is not compliant, grouped by CRM provider, with the failed categories and the totals (the CRMNonCompliantReport report name).
         */
        post: operations["generateCrmNonCompliantReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/compliance/generate/DWCPWebproviderNonCompliantReport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate the website provider non-compliant report
         * @description The dealers whose latest audit of the filter's audit type (DWCP for the DWCPWebproviderNonCompliantReport report name, DRS for DRSNonComplianceAuditReport) in the period is not compliant, grouped by website provider, with the failed categories and the totals.
         */
        post: operations["generateWebproviderNonCompliantReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/compliance/dealerReportFilter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Filter choices of the dealer compliance report
         * @description The regions, districts, dealers and periods to choose from in the dealer compliance report filter, narrowed by the choices already made.
         */
        post: operations["getComplianceDealerReportFilter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/compliance/report/availableDownloads/{auditType}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List compliance report downloads
         * @description The periods with completed reports of the audit type that the caller may download together (`downloadAllReports`), newest first; empty when there are none.
         */
        get: operations["listComplianceDownloads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/compliance/downloadAllReports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Download compliance reports as a zip
         * @description A zip file of the completed reports the request selects (JSON body), each as a PDF with its attached files. The file is named by Content-Disposition; without it the client saves `Compliance-{auditType}-reports.zip`. 404 (No Data Found) when no report matches.
         */
        post: operations["downloadAllComplianceReports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/reports/generate/{reportName}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate a report
         * @description The results of the named report for the filters ("POST reports/generate/{ReportName}?reportLeadType&leadThreshold&closeRateThreshold"). The thresholds rate the sales conversion rows; without them the report's configured thresholds (`filter/getThresholds`) apply.
         */
        post: operations["generateReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/reports/generate/{reportName}/{exportFormat}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export a report
         * @description The named report for the filters as a csv, xlsx or pdf file ("POST reports/generate/{ReportName}/{exportFormat}"). The file is named by Content-Disposition; without it the client saves `{reportName}.{format}`. 400 when the report does not offer the format (its form's exportFormats).
         */
        post: operations["exportReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/reports/getDataForSelect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Select data of the report filters
         * @description The OEMs, regions, districts, dealers and lead types the report filter selects offer, limited to what the caller may see.
         */
        get: operations["getReportSelectData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/reports/getReportForm/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Filter form of a report
         * @description What the named report's filter form holds, its export formats and its id for thresholds and periods ("GET getReportForm/{name}"). 404 when the report has no form.
         */
        get: operations["getReportForm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/reports/dataPage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Page data of a report
         * @description The data range and freshness of the concierge, affinity dealer sales or shopper contact report ("GET dataPage").
         */
        get: operations["getReportDataPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/reports/filter/getThresholds/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Thresholds of a report
         * @description The configured thresholds of the report (its form's id) with their allowed ranges; empty when it has none.
         */
        get: operations["getReportThresholds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/reports/filter/getPeriodForReport/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Periods of a report
         * @description The reporting periods of the report (its form's id), newest first; the current one is flagged.
         */
        get: operations["getReportPeriods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/resources/filter-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Filter choices of the Resources page
         * @description The categories, document types, languages and products to filter resources by, for the caller's OEM.
         */
        get: operations["getResourceFilterOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/resources/filterResourceProduct": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search the resources library
         * @description One page of resources matching the filters ("GET filterResourceProduct (componentId, page, size, oemId, categoryId, documentType, language, resourceName)"). Users other than admins see only their own OEM's resources, whatever oemId says.
         */
        get: operations["searchResources"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/resources/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a resource
         * @description Removes the resource from the library (administrators only).
         */
        delete: operations["deleteResource"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/resources/files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The file of a resource
         * @description The stored file of a document resource, at the signed address searchResources gives in the resource's url. Public like a pre-signed storage link, because the browser opens it in a new window without the bearer token: the address is valid only with the signature the server made for this resource and only until `expires`, so it cannot be guessed or kept. 404 for an unknown, deleted or link-only resource and for a bad or expired signature.
         */
        get: operations["getResourceFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/resources/files/{id}/captions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The captions of a video resource
         * @description The WebVTT captions of a video resource, in the resource's language, at the signed address searchResources gives in the resource's captionsUrl: the player's captions track loads it without the bearer token, as getResourceFile's file. 404 for a resource without captions and for a bad or expired signature.
         */
        get: operations["getResourceCaptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/payloadLookup/get-page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Payload lookup page data
         * @description The payload types the caller may look up and the default one.
         */
        get: operations["getPayloadLookupPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/payloadLookup/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Look up payloads
         * @description One page of the payloads of the type with the document id (every version received), newest first unless sorted otherwise.
         */
        post: operations["searchPayloads"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/payloadLookup/fail-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Why a payload failed
         * @description The failure reasons of a payload; an empty list when it did not fail.
         */
        get: operations["getPayloadFailDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/payloadLookup/payload-xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The XML of a payload
         * @description The payload exactly as received, for the payloadlookupxml view.
         */
        get: operations["getPayloadXml"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/payloadLookup/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a payload
         * @description The payload as an XML file. The file is named by Content-Disposition (`Payload-{payloadLookupType}-{documentId}.xml`); without it the client saves `download.xml`.
         */
        get: operations["downloadPayload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/payloadLookup/export-xls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export payload lookup results
         * @description Every payload matching the lookup (not just one page) as an Excel (xlsx) sheet. The file is named by Content-Disposition; without it the client saves `Payload-{documentId}.xlsx`.
         */
        get: operations["exportPayloadsXls"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/dashboards/leadPerformance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lead Performance dashboard
         * @description Lead figures of the period (received, responded, response time, sold), by week or month and by lead source, for what the caller may see (key leadPerformance).
         */
        get: operations["getLeadPerformanceDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/dashboards/compliance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Compliance dashboard
         * @description Dealer compliance audits of the period (count, dealers audited, average score, compliant share), by week or month and by region; auditType narrows to website (DWCP) or digital retailing (DRS) audits (keys compliance and websiteCompliance).
         */
        get: operations["getComplianceDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/dashboards/retailerPerformance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retailer Performance dashboard
         * @description Per retailer (dealer) in scope: leads of the period, response rate and time, sales and audit score, with totals and leads by region (key retailerPerformance).
         */
        get: operations["getRetailerPerformanceDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/dashboards/digitalRetail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Digital Retail dashboard
         * @description Digital retailing (DRS) subscriptions active today and started in the period, by provider, with the period's DRS audit score (key digitalRetail).
         */
        get: operations["getDigitalRetailDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/dashboards/shopperJourney": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Shopper Journey dashboard
         * @description Where the period's shoppers got to (lead sent, contacted, in conversation, sold), by vehicle model (key shopperJourney).
         */
        get: operations["getShopperJourneyDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/dashboards/portalUsage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Portal Usage dashboard
         * @description Accounts in scope and who signed in during the period, by role and by week or month of last sign-in, with impersonations and Contact Us messages (key portalUsage). OEM staff see their OEM, administrators every OEM.
         */
        get: operations["getPortalUsageDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/dashboards/adminOverview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Admin Portal overview
         * @description The administrators' overview: accounts by role and who signed in during the period, accounts locked after failed sign-ins, the impersonations and the error events of the period.
         */
        get: operations["getAdminOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/logViewer/get-page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Log Viewer page data
         * @description The event types to filter by (None first) and the default received-date range.
         */
        get: operations["getLogViewerPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/logViewer/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search the log
         * @description One page of the log entries matching the filters, newest first unless sorted otherwise, with the dealer's first subscription date. 400 when receivedDateFrom is after receivedDateTo.
         */
        post: operations["searchLogs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/notifications/unsubscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Unsubscribe from a notification
         * @description Stops the notification named by the e-mail link's id for the address it was sent to. Opening the link again changes nothing and answers the same, with alreadyUnsubscribed. 404 when the id is unknown.
         */
        get: operations["unsubscribeNotification"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/notifications/subscription/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Subscribe to all notifications
         * @description Subscribes the address of the unsubscription link to every notification again. 404 when the id is unknown.
         */
        post: operations["subscribeAllNotifications"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/contactUs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a Contact Us message
         * @description Sends the Contact Us form to support, with the signed-in user's name and OEM. Name, email and message are required; the email must look valid. The message is stored first, then forwarded to the support desk when one is configured; a desk that is down or refuses it leaves the message FAILED in the admins' inbox and it is tried again, so once stored it is never lost and the answer is success with the message "Sent Successfully".
         */
        post: operations["sendContactUsMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/contactUs/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The Contact Us messages received
         * @description Support's inbox of Contact Us messages (issue #17: "the message is stored by the server and visible to admins in a list"), newest first, with who sent each (and the admin behind an impersonation) and their dealer. Administrators only.
         */
        get: operations["listContactUsMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/contactUs/messages/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Forward a Contact Us message to the support desk again
         * @description Forwards a stored message that the support desk has not accepted yet (FAILED, or INBOX_ONLY from before a desk was configured) now, instead of waiting for the next automatic try. Answers "Sent Successfully" when the desk accepted it; 409 with the reason when it is already sent, being forwarded right now, no desk is configured, or the desk did not take it (the message stays FAILED and is tried again). Administrators only.
         */
        post: operations["resendContactUsMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/savedViews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the caller's saved views of a screen
         * @description The views the signed-in user saved for one screen, by name. Only the caller's own views are listed; while an admin impersonates, those of the user the call acts as.
         */
        get: operations["listSavedViews"];
        put?: never;
        /**
         * Save a view of a screen
         * @description Saves the named combination of filters, sort and columns for the caller and the screen. A view of the same name (compared without case) is replaced, so saving again under a name updates it; the name is trimmed and may not be blank (This field is required.). At most 50 views per user and screen.
         */
        post: operations["saveSavedView"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/savedViews/{viewId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete one of the caller's saved views
         * @description Deletes a view the caller saved. A view of another user is answered like one that does not exist (404), so ids reveal nothing.
         */
        delete: operations["deleteSavedView"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/studio/screens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List every screen definition with its layers and QA status
         * @description Every screen definition of the repository (schemas/screens/**), by area and id, with, for the base definition and each OEM skin's overlay, whether a built-in file exists, the published version (0 the built-in file) and the latest saved one, and the QA check's result of what each OEM is served now.
         */
        get: operations["listStudioScreens"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/studio/screens/{screenId}/layers/{layer}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open one screen's definition or overlay
         * @description The built-in text of the layer (null when the repository has no file for it), the published version and its text, the latest version, every saved version (newest first) and every publish and rollback.
         */
        get: operations["getStudioConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/studio/screens/{screenId}/layers/{layer}/versions/{version}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one saved version
         * @description The text of one saved version of the layer, with who saved it, when and why.
         */
        get: operations["getStudioVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/studio/screens/{screenId}/layers/{layer}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save a draft as the next version
         * @description Saves the text as the next version of the layer. `basedOn` must be the latest version (0 when none was saved): when someone saved a newer one meanwhile, the save is refused (409) naming who saved it and when, so nobody overwrites another's work silently. The text must be JSON (an overlay a JSON object); a draft may fail the QA check.
         */
        post: operations["saveStudioDraft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/studio/screens/{screenId}/layers/{layer}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish a saved version
         * @description Serves the version from now on, without a rebuild or restart. The server first runs the QA check of `npm run check:schemas` on the definition merged with every OEM overlay as they would then be served, and refuses (400, with every problem) while any OEM has an error.
         */
        post: operations["publishStudioVersion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/studio/screens/{screenId}/layers/{layer}/rollback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Serve an earlier version again
         * @description Serves an earlier saved version again, or the built-in file with version 0; recorded like a publish, and refused like one (400) when the QA check finds an error in what would be served.
         */
        post: operations["rollbackStudioConfig"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/studio/qa/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The QA workbench's report of every screen
         * @description The report of `npm run check:schemas -- --coverage --parity` (issue #19), built by the same check code over the landed definitions (the repository's files) or over what the portal serves (each built-in file or overlay replaced by its published version): the status of every screen × OEM × language with its problems, config coverage (operations no screen or shell code calls, routes without a screen, i18n keys missing in a language or used nowhere, response fields no table or detail shows) and constraint parity (every screen field looser, stricter or different from its contract field). The server keeps the last report of each kind and builds it again only when the definitions it checks changed (a publish or a rollback, or a changed file); `checkedAt` says when it was built.
         */
        get: operations["getQaReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/studio/qa/drift": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What a changed contract would break
         * @description Contract drift (issue #19) for an uploaded contract (multipart part `file`): the QA check of every screen × OEM against the current contract and against the uploaded one, diffed, so QA sees which screens, overlays and OEMs the change would break and why before it lands. The file is one contract root in YAML or JSON (.yaml, .yml or .json, at most 5 MB): a bundled document, or a changed portal.yaml or cms.yaml whose relative `$ref`s name files of the repository's openapi/ folder; it replaces the portal contract, or the CMS one when its first server URL is `/cms`. 400 (field `file`) when the part is missing or empty, of another type, larger than 5 MB, not an OpenAPI 3 document, or referring to anything outside openapi/.
         */
        post: operations["runQaDrift"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/screen-configs/published": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The published screen definitions and overlays
         * @description Every layer whose served version is a published one (not the built-in file), parsed and with its references resolved. The portal loads it once per session and uses each instead of the built-in file; any signed-in user may read it.
         */
        get: operations["listPublishedScreenConfigs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description One invalid input. `field` is a dotted path into the request (body fields by name, `query.x`, `path.x`, `header.x`), or empty for the request as a whole. */
        FieldError: {
            /** @description Dotted path of the offending field, e.g. `contacts.2.email`. */
            field: string;
            /** @description The message in English, as the spec writes it. */
            message: string;
            /** @description The i18n key of the message (src/i18n), so the browser can show it translated. */
            messageKey?: string;
        };
        /** @description Body of every 400. The request changed nothing. */
        ValidationErrors: {
            errors: components["schemas"]["FieldError"][];
        };
        /** @description Body of every other error status. */
        Error: {
            /** @description Machine-readable reason, e.g. `invalid_token`, `account_locked`, `forbidden`, `not_found`, `invalid_transition`, `internal_error`. */
            code: string;
            /** @description Human-readable explanation in English. */
            message: string;
            /**
             * Format: date-time
             * @description With `account_locked`, when the lock ends.
             */
            lockedUntil?: string;
        };
        /** @description Paging of a server-paged result. */
        PageInfo: {
            /**
             * Format: int32
             * @description Zero-based index of this page.
             */
            page: number;
            /**
             * Format: int32
             * @description Rows per page.
             */
            size: number;
            /**
             * Format: int32
             * @description Rows matching the query over all pages.
             */
            totalElements: number;
            /**
             * Format: int32
             * @description Number of pages.
             */
            totalPages: number;
            /** @description True when more rows match than the list counts exactly (the Lead Viewer counts up to the server's exact-count limit, 10,000 by default): totalElements and totalPages are then the database's estimate, at least one more than that limit, and a client shows them as approximate. Absent or false: exact. */
            totalEstimated?: boolean;
        };
        /** @description Acknowledgement of a change, with the message the screen shows for 5 s. */
        SuccessMessage: {
            /** @description True when the change was applied. */
            success: boolean;
            /** @description Message to show, e.g. "Saved Successfully". */
            message?: string;
        };
        /** @description The login form (portal-shell §7: "username, password, grant_type password, remember-me"). Form-encoded, sent with the client's built-in credential as HTTP Basic. */
        PasswordGrantRequest: {
            /**
             * @description Selects the resource-owner password grant.
             * @constant
             */
            grant_type: "password";
            /** @description Login name. Empty → "Username required". */
            username: string;
            /** @description The user's password. Empty → "Password required". */
            password: string;
            /** @description The "remember me" box (absent means false). When true the client keeps the token cookie for its full lifetime (TOKEN_COOKIE_LIFETIME_MS) instead of for the browser session. */
            "remember-me"?: boolean;
            /** @description Space-separated scopes asked for; absent means the user's default scope. */
            scope?: string;
        };
        /** @description Exchange of a refresh token for a new token pair (the single refresh after a 401, portal-shell §4.1). Form-encoded, with the client's built-in credential as HTTP Basic. The refresh token sent is spent: a second use is refused with `invalid_grant`. */
        RefreshTokenGrantRequest: {
            /**
             * @description Selects the refresh-token grant.
             * @constant
             */
            grant_type: "refresh_token";
            /** @description The refresh_token of the last TokenData. */
            refresh_token: string;
        };
        /** @description Token pair answered by POST /oauth/token (portal-shell §3 "Token data"). */
        TokenData: {
            /** @description Bearer token to send as `Authorization: Bearer …` on every non-login call. */
            access_token: string;
            /**
             * @description Always `bearer`.
             * @enum {string}
             */
            token_type: "bearer";
            /** @description Single-use token for the refresh_token grant. */
            refresh_token: string;
            /**
             * Format: int32
             * @description Seconds until access_token expires.
             */
            expires_in: number;
            /** @description Space-separated scopes granted. */
            scope: string;
        };
        /** @description Shape not shown in the spec; designed for the single sign-on handoff to a partner application registered as an OAuth client: the user signs in with the portal credentials and the partner receives a single-use authorization code at its registered redirect URI (OAuth 2.0 authorization-code flow, RFC 6749 §4.1). Form-encoded. */
        AuthorizeRequest: {
            /**
             * @description Only the authorization-code flow is offered.
             * @constant
             */
            response_type: "code";
            /** @description The partner application's registered client id. */
            client_id: string;
            /**
             * Format: uri
             * @description Where the code is delivered; must equal one of the client's registered redirect URIs.
             */
            redirect_uri: string;
            /** @description Opaque value of the partner, returned unchanged with the code (CSRF protection). */
            state?: string;
            /** @description Space-separated scopes asked for; absent means the client's default scope. */
            scope?: string;
            /** @description Login name. Empty → "Username required". */
            username: string;
            /** @description The user's password. Empty → "Password required". */
            password: string;
        };
        /** @description Shape not shown in the spec; designed for a browser client that cannot follow a cross-origin redirect from an XHR: the code plus the URL to navigate to. */
        AuthorizationCode: {
            /** @description Single-use authorization code for the partner to exchange. */
            code: string;
            /** @description The request's state, unchanged (absent when none was sent). */
            state?: string;
            /**
             * Format: uri
             * @description The redirect_uri with `code` and `state` appended as query parameters; the client navigates to it.
             */
            redirectUrl: string;
            /**
             * Format: int32
             * @description Seconds the code stays redeemable.
             */
            expiresIn: number;
        };
        /** @description The forgotten-password form (portal-shell §5.5). At least one of username and email ("Please enter atleast one value"); the client leaves empty fields out of the form. */
        ForgotPasswordRequest: {
            /** @description Login name of the account. */
            username?: string;
            /**
             * Format: email
             * @description E-mail address of the account. Not a valid address → "Valid email required".
             */
            email?: string;
        };
        /** @description Shape not shown in the spec; designed for opening the call-tracking provider in a new window: a navigation cannot carry the bearer token, so the portal gets a sign-on URL that carries a single-use credential of the provider, and opens it. */
        CalldripLink: {
            /**
             * Format: uri
             * @description The provider's sign-on address with the single-use credential; opening it signs in at the provider.
             */
            url: string;
            /**
             * Format: date-time
             * @description When the credential in url stops working; the client asks again after that.
             */
            expiresAt: string;
        };
        /**
         * @description The user's language as the user details name it. ENGLISH is the default and the fallback.
         * @enum {string}
         */
        Language: "ENGLISH" | "FRENCH";
        /**
         * @description Language code of the interface (LANGUAGES); `en` is the default and the fallback.
         * @enum {string}
         */
        LanguageCode: "en" | "fr";
        /** @description The dealer chosen in the header's dealer selector. */
        DealerChoice: {
            /** @description One of the user's dealerCodes. */
            dealerCode: components["schemas"]["DealerCode"];
        };
        /** @description The administrator acting as this user (portal-shell §3 "impersonator"). */
        Impersonator: {
            /** @description Login name of the administrator. */
            login: string;
            /** @description The administrator's role (`admin`, compared in lower case). */
            role: string;
            /** @description True when the administrator is in the CMS Editor group. */
            belongsToCmsEditorGroup: boolean;
        };
        /** @description One BI dashboard link, a single key mapping the dashboard key to its label. */
        BiDashboard: {
            [key: string]: string;
        };
        /** @description The signed-in user (portal-shell §3 "User details", the union of what is read), plus loginName and the dealers the user may act for. While an admin impersonates, these are the impersonated user's details and `impersonator` names the admin. */
        UserDetails: {
            /** @description Display name, shown in the welcome message. */
            userName: string;
            /** @description Login name (what impersonation and the impersonate header name). */
            loginName: string;
            /**
             * Format: int32
             * @description The user's manufacturer; 1 labels the settings menu "Certified Programs".
             */
            oemId: number;
            /** @description Manufacturer name in lower case as product files are named (e.g. `honda`); the product file is `{oemName}.json`, or `{oemName}_fr.json` when language is FRENCH. */
            oemName: string;
            /** @description Skin (look and wording) of the user's manufacturer, e.g. `genesis`, `bmwca`. */
            oemSkinName: string;
            /** @description Role name: `admin` (compared in lower case), `Dealer`, `Dealer Group`, OEM staff roles. Any role containing "Dealer" is a dealer for the contact confirmation flow. */
            role: string;
            /** @description Groups the user belongs to, e.g. `JDP admin`, `CMS Editor`. */
            userGroups: string[];
            /** @description Present only while an admin impersonates this user. */
            impersonator?: components["schemas"]["Impersonator"];
            /** @description True for users who may sign in only through single sign-on; they see only the SSO notice and no navigation menu. */
            ssoLoginOnlyAllowed: boolean;
            /**
             * Format: uri
             * @description Where SSO-only users sign in (the redirect target stored by the SSO notice).
             */
            ssoPortalUrl?: string;
            /**
             * Format: date-time
             * @description Time of the last sign-in, shown in the browser's local format; the contact confirmation's cancelled marker is tied to it. Absent before the first sign-in.
             */
            lastLoginTime?: string;
            /** @description The user's language; with FRENCH the product file gets the `_fr` suffix. */
            language: components["schemas"]["Language"];
            /** @description Languages offered in the header's language selector. */
            availableLanguagesCodes: components["schemas"]["LanguageCode"][];
            /** @description BI dashboard links; one shows as a link, several as a dropdown. */
            biDashboards: components["schemas"]["BiDashboard"][];
            /**
             * Format: uri
             * @description The learning system's address (it redirects back with `changePassword` in the URL).
             */
            lmsExternalUrl?: string;
            /** @description True when the user's manufacturer offers bundles; some pages depend on it. */
            hasBundles: boolean;
            /** @description Custom logo (base64 PNG) shown in the header instead of the brand logo. */
            trilogyLogo?: string;
            /** @description Custom header logo (base64 PNG), preferred over the brand logo. */
            headerLogo?: string;
            /** @description True for CMS editors (in-place editing, no feedback icon, cannot enroll). */
            belongsToCmsEditorGroup: boolean;
            /** @description The dealer the user acts for when a call leaves it out (dealer roles): the one chosen in the header's dealer selector (chooseDealer), else the first of dealerCodes; absent for admins and OEM staff. */
            dealerCode?: components["schemas"]["DealerCode"];
            /** @description Every dealer the user may act for (one for a dealer, several for a dealer group, empty for admins and OEM staff, who reach dealers by their OEM or role). The first is the dealer the user acts for (dealerCode: the one chosen in the header's dealer selector), the others follow by code. */
            dealerCodes: components["schemas"]["DealerCode"][];
        };
        /** @description Shape not shown in the spec; designed as the names of the guarded screen parts (e.g. the admin toolbar, the enrollment form) the server lets this user see. The client hides any guarded part whose name is missing. */
        AllowedComponents: string[];
        /** @description One entry of the header menu (portal-shell §2.4), a tree at most three levels deep. The entry with id 46 (Change Password, under Settings) opens the change-password dialog. */
        MenuItem: {
            /**
             * Format: int32
             * @description Menu entry id; 46 is Change Password.
             */
            id: number;
            /** @description Label or i18n key (the raw name shows when no translation exists); may hold user-detail placeholders. */
            name: string;
            /** @description Route name or path the entry opens, or a full http(s) link (opened in a new window). Empty for entries that only group children. Route access is decided from these URLs. */
            url: string;
            /** @description Sub-entries the user may see (empty for a leaf); children of a third-level entry are always empty. */
            filteredChildren: components["schemas"]["MenuItem"][];
        };
        /** @description The permission checked before the change-password dialog opens (portal-shell §4.5). Without `edit` the dialog shows "You do not have permission to change password". */
        ChangePasswordPermission: {
            /** @description True when the user may change the password here (false e.g. for SSO-only users). */
            edit: boolean;
        };
        /** @description The change-password dialog (portal-shell §5.3). */
        ChangePasswordRequest: {
            /** @description Current password (required, error id 1). */
            password: string;
            /**
             * Format: strong-password
             * @description New password (required, error id 2): at least PASSWORD_MIN_LENGTH (8) characters, an upper- and a lower-case letter, a digit and one special character of !@#$%^&+=*,._ (any failed rule: strength error id 10).
             */
            newPassword: string;
            /** @description Repeat of newPassword (required, error id 3; must equal newPassword, error id 3 mismatch). */
            confirmPassword: string;
        };
        /** @description One reason the password was not changed; the dialog shows the first. */
        ChangePasswordError: {
            /**
             * Format: int32
             * @description 1 current password missing or wrong, 2 new password missing, 3 confirmation missing or not equal to the new password, 10 new password fails a strength rule (or repeats the current one).
             * @enum {integer}
             */
            id: 1 | 2 | 3 | 10;
            /** @description The message in English. */
            message: string;
            /** @description The i18n key of the message, for the browser to translate. */
            messageKey?: string;
        };
        /** @description Outcome of a change-password request; on success the dialog shows "Password updated successfully.". */
        ChangePasswordResult: {
            /** @description True when the password was changed. */
            success: boolean;
            /** @description Empty on success; otherwise every reason, the first of which is shown. */
            errors: components["schemas"]["ChangePasswordError"][];
        };
        /** @description The dealer's contact details (portal-shell §3), asked for first in the contact confirmation flow. Every field is required ("This field is required."); the client sends trimmed values. */
        ContactDetails: {
            /** @description The contact's job title. */
            title: string;
            /** @description The contact's name. */
            name: string;
            /**
             * Format: email
             * @description The contact's e-mail address ("The email address does not appear to be valid.").
             */
            email: string;
            /**
             * Format: phone
             * @description The contact's phone, xxx-xxxxxxx or (xxx) xxx-xxxx.
             */
            phone: string;
        };
        /** @description The authorized dealer website contact of the dealer's DWCP enrollment (portal-shell §3 "Dealer enrollment contact data"). Values not yet given are absent; the authorized-contact modal opens when any authorized value exists. */
        DealerEnrollmentContact: {
            /**
             * Format: website-url
             * @description The dealer website the enrollment covers.
             */
            dealerWebsite?: string;
            /** @description Person authorized for the dealer website. */
            authorizedPerson?: string;
            /**
             * Format: email
             * @description The authorized person's e-mail address.
             */
            authorizedEmail?: string;
            /**
             * Format: phone
             * @description The authorized person's phone, xxx-xxxxxxx or (xxx) xxx-xxxx.
             */
            authorizedPhone?: string;
            /**
             * Format: date
             * @description YYYY-MM-DD (US Central time) of the last confirmation, set by the server when a final step is saved. The prompt is due at each quarter end, when this is more than CONTACT_CONFIRMATION_MAX_AGE_DAYS (90) days old, or when it is absent.
             */
            lastUpdatedDateForDealerContact?: string;
            /**
             * Format: int32
             * @description The DWCP enrollment add-on the contact belongs to.
             */
            addonId: number;
        };
        /** @description The authorized-contact modal's save: authorized person, email and phone are required (portal-shell §5.1), email and phone format-checked like the contact modal. The last update date is the server's to set. */
        DealerEnrollmentContactUpdate: {
            /**
             * Format: website-url
             * @description The dealer website the enrollment covers.
             */
            dealerWebsite?: string;
            /** @description Person authorized for the dealer website. */
            authorizedPerson: string;
            /**
             * Format: email
             * @description The authorized person's e-mail address.
             */
            authorizedEmail: string;
            /**
             * Format: phone
             * @description The authorized person's phone, xxx-xxxxxxx or (xxx) xxx-xxxx.
             */
            authorizedPhone: string;
            /**
             * Format: int32
             * @description The DWCP enrollment add-on the contact belongs to.
             */
            addonId: number;
        };
        /** @description Shape not shown in the spec; designed for the billing modal of the contact confirmation flow (Edit opens billingProfile/{dlCode}/{editMode}; Skip closes the flow): what the dealer confirms, without card details. */
        BillingConfirmation: {
            /** @description The dealer whose billing profile Edit opens. */
            dealerCode: components["schemas"]["DealerCode"];
            /**
             * Format: int32
             * @description The program of the billing profile, when the profile belongs to one.
             */
            programId?: number;
            /** @description Name of the primary billing contact. */
            contactName?: string;
            /**
             * Format: email
             * @description The billing contact's e-mail address.
             */
            email?: string;
            /** @description The billing contact's phone, as stored. */
            phone?: string;
            /** @description Last four digits of the card on file (never the full number); absent without a card. */
            cardLast4?: string;
            /**
             * Format: month-year
             * @description Expiry (MM/YYYY) of the card on file, so the dealer sees a card about to expire.
             */
            cardExpiry?: string;
        };
        /** @description Profile information (portal-shell §3 "Profile response") plus what the contact confirmation flow needs: the dealer, the billing data of the billing modal, the user's last confirmation date and the server's date (US Central time) the due rule is computed from. */
        ProfileResponse: {
            /** @description The dealer the profile belongs to; absent for users without a dealer. */
            dealerCode?: components["schemas"]["DealerCode"];
            /** @description The dealer's contact details; absent until first given. */
            contactDetails?: components["schemas"]["ContactDetails"];
            /** @description The authorized contact of the dealer's DWCP enrollment; absent without one. */
            dwcpEnrollmentContactDetailsData?: components["schemas"]["DealerEnrollmentContact"];
            /** @description True when the user may edit the Profile Information page. False for an administrator acting as the user (impersonating: the page shows the dealer's values read only, and the saves answer 403), for SSO-only accounts and for CMS editors. */
            hasAccessOnManageProfile: boolean;
            /** @description True when the billing modal follows in the contact confirmation flow. */
            showBillingDetails: boolean;
            /** @description What the billing modal shows; present when showBillingDetails is true. */
            billingDetails?: components["schemas"]["BillingConfirmation"];
            /**
             * Format: date
             * @description YYYY-MM-DD (US Central time) when this user last confirmed the contact details (the final step of the contact confirmation flow); absent when never confirmed. The client's due rule reads it: the prompt is due at each quarter end, when this is more than CONTACT_CONFIRMATION_MAX_AGE_DAYS (90) days before serverDate, or when it is absent.
             */
            lastUpdatedDateForDealerContact?: string;
            /**
             * Format: date
             * @description Today in US Central time (YYYY-MM-DD), the reference for the quarter-end and 90-day rules.
             */
            serverDate: string;
        };
        /** @description The Profile Information page's save. */
        ProfileInformationUpdate: {
            /** @description The dealer's contact details to save. */
            contactDetails?: components["schemas"]["ContactDetails"];
            /** @description The authorized contact of the DWCP enrollment to save. */
            dwcpEnrollmentContactDetailsData?: components["schemas"]["DealerEnrollmentContactUpdate"];
        };
        /** @description Shape not shown in the spec; designed for one step of the contact confirmation flow (portal-shell §4.2): the contact modal sends contactDetails, the authorized-contact modal dwcpEnrollmentContactDetailsData, the billing modal only `final: true` (the data is confirmed unchanged). `final` marks the last step of the flow, which sets lastUpdatedDateForDealerContact to the server date. */
        ContactConfirmationStep: {
            /** @description The dealer's contact details to save. */
            contactDetails?: components["schemas"]["ContactDetails"];
            /** @description The authorized contact of the DWCP enrollment to save. */
            dwcpEnrollmentContactDetailsData?: components["schemas"]["DealerEnrollmentContactUpdate"];
            /** @description True on the flow's last step (no authorized or billing modal follows); sets the last update date. */
            final: boolean;
        };
        /** @description A user an admin may act as (portal-shell §3 "Impersonation candidate"). */
        ImpersonationCandidate: {
            /** @description Login name; what the impersonate request and header carry. */
            loginName: string;
            /** @description Display name; results are sorted by it. */
            userName: string;
            /** @description The user's manufacturer. */
            oemName: string;
        };
        /** @description Answer of the impersonation search (portal-shell §7: "status 200 with a data list of loginName, userName, oemName"). An empty list shows "No Users Found". */
        ImpersonationCandidateList: {
            /**
             * Format: int32
             * @description Always 200 (the HTTP status, repeated in the body as the client reads it).
             * @constant
             */
            status: 200;
            /** @description Matching users sorted by userName (case-insensitive). */
            data: components["schemas"]["ImpersonationCandidate"][];
        };
        /** @description Start acting as a user (portal-shell §3 "Impersonate request"). */
        ImpersonateRequest: {
            /** @description Login name of the user to act as. */
            loginName: string;
            /** @description The OEM chosen in the admin toolbar; when given, the user must belong to it. */
            oemName?: string;
        };
        /** @description A dealer's code (letters, digits, `_` and `-`, at most 20 characters). */
        DealerCode: string;
        /** @description A manufacturer (portal-shell §3 "OEM list entry": name, plus its id). */
        Oem: {
            /**
             * Format: int32
             * @description OEM id (1 is Honda).
             */
            id: number;
            /** @description OEM name as shown in selectors (and as impersonation filters by). */
            name: string;
        };
        /** @description A sales region of an OEM. */
        Region: {
            /**
             * Format: int32
             * @description Region id (what GET /api/portal/districts takes as regionId).
             */
            id: number;
            /** @description Region code (what the website program's district list takes as regionCode). */
            code: string;
            /** @description Region name. */
            name: string;
            /**
             * Format: int32
             * @description The OEM the region belongs to.
             */
            oemId: number;
        };
        /** @description A district within a region. */
        District: {
            /**
             * Format: int32
             * @description District id.
             */
            id: number;
            /** @description District code. */
            code: string;
            /** @description District name. */
            name: string;
            /**
             * Format: int32
             * @description The region the district belongs to.
             */
            regionId: number;
        };
        /** @description A provider of dealer website (DWCP) or digital retailing (DRS) services, chosen in the enrolment form ("website provider", "digital retailing provider"). */
        OfferProvider: {
            /**
             * Format: int32
             * @description Provider id (offerProviderId in package changes, providerId in DWCP enrollment).
             */
            id: number;
            /** @description Provider name. */
            name: string;
            /** @description True for a digital retailing (DRS) provider, false for a website provider. */
            drs: boolean;
        };
        /** @description Shape not shown in the spec; designed for the Dealer CRM Certification and CRM compliance screens: a CRM product certified for an OEM. */
        Crm: {
            /**
             * Format: int32
             * @description CRM id.
             */
            id: number;
            /** @description CRM product name. */
            name: string;
            /** @description Company that makes the CRM, when different from its name. */
            vendor?: string;
        };
        /** @description Shape not shown in the spec; designed for creating and viewing compliance reports: one scored category of an audit type for an OEM. */
        ComplianceCategory: {
            /**
             * Format: int32
             * @description Category id.
             */
            id: number;
            /** @description Category name. */
            name: string;
            /** @description What the auditor checks for this category. */
            description?: string;
            /** @description The audit type the category belongs to. */
            auditType: components["schemas"]["AuditType"];
            /** @description True when the category must be met for the dealer to be compliant (the report view's `mandatory` filter). */
            mandatory: boolean;
            /** @description Highest score the category can get. */
            maxScore: number;
            /**
             * Format: int32
             * @description Position of the category in the report (ascending).
             */
            displayOrder: number;
        };
        /** @description Shape not shown in the spec; designed for add-on selectors: an add-on offered for a program of an OEM. */
        AvailableAddon: {
            /**
             * Format: int32
             * @description Add-on id (program add-on 4 website programs and packages, 6 digital dealer; offer add-ons 19–28, 1035).
             */
            id: number;
            /** @description Add-on name. */
            name: string;
            /**
             * Format: int32
             * @description The program the add-on belongs to.
             */
            programId?: number;
            /**
             * Format: int32
             * @description The OEM offering it.
             */
            oemId?: number;
        };
        /** @description Shape not shown in the spec; designed for the lead screens' source filter: a lead source (provider) whose leads count for the lead program. */
        ProperLeadSource: {
            /**
             * Format: int32
             * @description Lead source id.
             */
            id: number;
            /** @description Lead source name. */
            name: string;
        };
        /** @description Shape not shown in the spec; designed for dealer pickers and lists: a dealer's code, name, status and place in the OEM's organisation. */
        DealerSummary: {
            /** @description Dealer code. */
            code: components["schemas"]["DealerCode"];
            /** @description Dealer name. */
            name: string;
            /** @description The dealer's enrollment status. */
            status: components["schemas"]["DealerStatus"];
            /** @description Region name; absent when the dealer has none. */
            region?: string;
            /** @description District name; absent when the dealer has none. */
            district?: string;
            /**
             * Format: int32
             * @description The dealer's OEM.
             */
            oemId: number;
        };
        /** @description One page of a dealer search. */
        DealerSummaryPage: {
            /** @description The dealers of this page. */
            content: components["schemas"]["DealerSummary"][];
            /** @description Paging of the result. */
            page: components["schemas"]["PageInfo"];
        };
        /** @description Shape not shown in the spec; designed for choosing the dealer of a compliance audit: the dealer with its website provider and last audit of the requested type. */
        ComplianceDealer: {
            /** @description Dealer code. */
            code: components["schemas"]["DealerCode"];
            /** @description Dealer name. */
            name: string;
            /**
             * Format: int32
             * @description The dealer's OEM.
             */
            oemId: number;
            /** @description Region name. */
            region?: string;
            /** @description District name. */
            district?: string;
            /** @description Name of the dealer's website provider; absent without a DWCP enrollment. */
            websiteProvider?: string;
            /**
             * Format: date
             * @description Date (YYYY-MM-DD) of the dealer's last audit of the requested type; absent when never audited.
             */
            lastAuditDate?: string;
        };
        /** @description One page of a compliance dealer search. */
        ComplianceDealerPage: {
            /** @description The dealers of this page. */
            content: components["schemas"]["ComplianceDealer"][];
            /** @description Paging of the result. */
            page: components["schemas"]["PageInfo"];
        };
        /** @description A phone and e-mail address to reach support. */
        SupportContact: {
            /** @description Support phone as shown, e.g. (800) 555-0100. */
            phone: string;
            /**
             * Format: email
             * @description Support e-mail address.
             */
            email: string;
        };
        /** @description Shape not shown in the spec; designed for the DWC data the shell loads for the user's OEM on user details load (portal-shell §4.6): whether DWCP enrollment is open for the OEM, the website and digital retailing providers offered, and the program's support contact. */
        DealerServiceData: {
            /**
             * Format: int32
             * @description The OEM.
             */
            oemId: number;
            /** @description The OEM's name as asked for. */
            oemName: string;
            /** @description True when dealers of the OEM may enroll in the dealer website program now. */
            enrollmentOpen: boolean;
            /** @description Website providers offered to the OEM's dealers. */
            websiteProviders: components["schemas"]["OfferProvider"][];
            /** @description Digital retailing (DRS) providers offered to the OEM's dealers. */
            digitalRetailingProviders: components["schemas"]["OfferProvider"][];
            /** @description The program's support contact; absent when the OEM has none of its own. */
            support?: components["schemas"]["SupportContact"];
        };
        /** @description Shape not shown in the spec; designed for the home page: one file per OEM and language (`honda.json`, `honda_fr.json`) plus `common.json`, holding the texts of the product tiles (the tiles themselves come from the user's menu: a tile shows for each menu entry whose url or name matches a product's key) and the footer's phone and e-mail by page. */
        ProductFile: {
            /** @description Product texts in tile order. */
            products: components["schemas"]["ProductEntry"][];
            /** @description Footer contact by page; absent in files without one (the common file's applies). */
            contacts?: components["schemas"]["ProductContacts"];
        };
        /** @description The texts of one product tile, each with a teaser text and a Learn more button. */
        ProductEntry: {
            /** @description Matches the url (or, failing that, the name) of the menu entry the tile belongs to, e.g. `smartleads`. */
            key: string;
            /** @description Tile heading, in the file's language. */
            title: string;
            /** @description Teaser text under the heading, in the file's language. */
            teaser: string;
            /** @description Where Learn more goes; a route name of the portal, or a full http(s) link opened in a new window. */
            learnMore: string;
            /** @description Tile image, a path under the site root or an absolute URL; absent for a text-only tile. */
            image?: string;
            /** @description Alternative text of the image, in the file's language. */
            imageAlt?: string;
        };
        /** @description Phone and e-mail shown in the footer (and in the "Unable to Complete Request" message). */
        ProductContact: {
            /** @description Phone as shown, e.g. (800) 555-0100. */
            phone: string;
            /**
             * Format: email
             * @description Contact e-mail address.
             */
            email: string;
        };
        /** @description Footer contact by page; pages not listed use the default. */
        ProductContacts: {
            /** @description Contact for every page not listed in pages. */
            default: components["schemas"]["ProductContact"];
            /** @description Contact for a page, keyed by route name (e.g. `smartleads`). */
            pages?: {
                [key: string]: components["schemas"]["ProductContact"];
            };
        };
        /**
         * @description Enrollment status of a dealer. The spec names the actions (deactivate with a cancellation or inactivation type, pause, reactivate, opt out, hold, enable) but not the states; these are designed as the states those actions lead to. `CANCELLED` is final. Transitions are listed on `DealerActionType`.
         * @enum {string}
         */
        DealerStatus: "ACTIVE" | "PAUSED" | "ON_HOLD" | "OPTED_OUT" | "INACTIVE" | "CANCELLED";
        /**
         * @description A dealer's size class, null when not classified. Not shown in the spec; designed for the administrators' dealer classification (the sizes the demo data uses), so screens and exports show its label.
         * @enum {string|null}
         */
        DealerSize: "SMALL" | "MEDIUM" | "LARGE" | null;
        /**
         * @description A dealer enrollment action (business-areas §4). Allowed transitions (designed; the spec does not show them), anything else is refused with 409 `invalid_transition`: `deactivate` with inactivationType INACTIVATION ACTIVE, PAUSED, ON_HOLD → INACTIVE, with CANCELLATION ACTIVE, PAUSED, ON_HOLD, OPTED_OUT, INACTIVE → CANCELLED, with a reason; `pause` ACTIVE → PAUSED; `reactivate` PAUSED, INACTIVE → ACTIVE; `optOut` ACTIVE, PAUSED, ON_HOLD → OPTED_OUT; `hold` ACTIVE → ON_HOLD; `enable` ON_HOLD, OPTED_OUT → ACTIVE. `reactivate` and `enable` resume service and are refused (409 `outstanding_account`) while the account is outstanding.
         * @enum {string}
         */
        DealerActionType: "deactivate" | "pause" | "reactivate" | "optOut" | "hold" | "enable";
        /**
         * @description How a dealer is deactivated: CANCELLATION ends the enrollment for good (status CANCELLED), INACTIVATION suspends it until reactivated (status INACTIVE). Inactivating before the 4th of the month means no invoice for the previous month.
         * @enum {string}
         */
        InactivationType: "CANCELLATION" | "INACTIVATION";
        /**
         * @description Status of a dealer's enrollment in one program. The spec says program status updates exist but does not show the values; designed for the Manage Enrollments program actions (transitions on `ProgramAction`).
         * @enum {string}
         */
        ProgramStatus: "PENDING" | "ENROLLED" | "PAUSED" | "UNENROLLED";
        /**
         * @description A program action, chosen by name with a change-state reason (business-areas §4). Designed transitions, anything else is refused with 409 `invalid_transition`: `enroll` PENDING, UNENROLLED or not yet enrolled → ENROLLED; `pause` ENROLLED → PAUSED; `resume` PAUSED → ENROLLED; `unenroll` PENDING, ENROLLED, PAUSED → UNENROLLED. `enroll` and `resume` resume service: they need an ACTIVE dealer whose account is not outstanding.
         * @enum {string}
         */
        ProgramAction: "enroll" | "pause" | "resume" | "unenroll";
        /**
         * @description Subscription package status (business-areas §3), written exactly as the spec does. Transitions are listed on `SubscriptionAction`.
         * @enum {string}
         */
        SubscriptionStatus: "Subscription Pending" | "Subscribed" | "Unsubscribed" | "Termination Pending" | "Cancelled";
        /**
         * @description An action on a package or add-on subscription. The spec names the target status, the scheduled date, "apply to all packages" and cancelling a termination but not the action names; designed transitions, anything else is refused with 409 `invalid_transition`: `approve` Subscription Pending → Subscribed; `cancel` Subscription Pending → Cancelled; `terminate` Subscribed → Termination Pending (ends at the scheduled date); `cancelTermination` Termination Pending → Subscribed; `unsubscribe` Subscribed, Termination Pending → Unsubscribed (at once). `approve` and `cancelTermination` resume service: they need an ACTIVE dealer whose account is not outstanding.
         * @enum {string}
         */
        SubscriptionAction: "approve" | "cancel" | "terminate" | "cancelTermination" | "unsubscribe";
        /** @description Kind of an offer. Offers are shown grouped by kind in this order: BUNDLE (Full Service), PACKAGE (Mix & Match), ADDITIONAL; within a kind sorted by `dwcPriority`. */
        OfferKind: string & ("BUNDLE" | "PACKAGE" | "ADDITIONAL");
        /**
         * Format: int32
         * @description Offer type id (business-areas §3).
         */
        OfferTypeId: number & (5 | 6 | 7 | 8 | 9 | 10 | 11 | 15 | 16 | 17 | 1034);
        /**
         * Format: int32
         * @description Add-on id of an offer type (business-areas §3). Separately, program add-on 4 means website programs and packages and add-on 6 means digital dealer; those are `ProgramAddonId`, not values of this list.
         */
        AddonId: number & (19 | 20 | 21 | 22 | 23 | 24 | 25 | 26 | 27 | 28 | 1035);
        /**
         * Format: int32
         * @description Program add-on that selects a screen family: 4 website programs and packages (websiteProgram, managePackages), 6 digital dealer (managePackagesDigitalDealer).
         */
        ProgramAddonId: number & (4 | 6);
        /** @description One program of the program filter. */
        ProgramOption: {
            /**
             * Format: int32
             * @description Program id; -1 is the "all programs" entry.
             */
            id: number;
            /** @description Name shown for the program (the OEM's program name); "All Programs" for the entry with id -1. */
            oemName: string;
        };
        /** @description One add-on of an add-on filter or list. */
        AddonOption: {
            /**
             * Format: int32
             * @description Add-on id (see `AddonId` for the offer-type add-ons).
             */
            id: number;
            /** @description Add-on name. */
            name: string;
        };
        /** @description Program filter options (business-areas §3). */
        ProgramFilterOptions: {
            /** @description Programs, the "all" entry (id -1) first. */
            programs: components["schemas"]["ProgramOption"][];
            /** @description Add-ons that can be filtered on. */
            addons: components["schemas"]["AddonOption"][];
        };
        /** @description Shape not shown in the spec; designed for the Manage Enrollments filters, which cascade: the chosen program narrows the add-ons and regions, the chosen region the districts. */
        EnrollmentFilterOptionsRequest: {
            /**
             * Format: int32
             * @description Chosen program; -1 or absent means all programs.
             */
            programId?: number;
            /** @description Chosen region; its districts are returned. Absent means no districts. */
            regionCode?: string;
        };
        /** @description Program filter options plus the regions, districts and statuses of the Manage Enrollments filters. Shape of the extra lists not shown in the spec; designed for that filter bar. */
        EnrollmentFilterOptions: components["schemas"]["ProgramFilterOptions"] & {
            /** @description Regions of the chosen program's OEM, by name. With all programs, the regions of every OEM the caller may see, one entry per region code (the search filters by code, so one code stands for that region in every OEM). */
            regions: components["schemas"]["Region"][];
            /** @description Districts of the chosen region (empty when no region is chosen), by name; one entry per district code, as for regions. */
            districts: components["schemas"]["District"][];
            /** @description Dealer statuses that can be filtered on. */
            statuses: components["schemas"]["DealerStatus"][];
        };
        /** @description Filters of the Manage Enrollments search; every filter is optional and they combine with AND. Paging and sort order travel as query parameters (`page`, `size`, `sort`), the same for the CSV export, which takes these filters as query parameters. */
        EnrollmentSearchRequest: {
            /**
             * Format: int32
             * @description Program; -1 or absent means all programs.
             */
            programId?: number;
            /** @description Rows whose dealer is enrolled, in the row's program, in at least one of these add-ons: an add-on enrollment that is Subscription Pending, Subscribed or Termination Pending (Unsubscribed and Cancelled ones do not count). */
            addonIds?: number[];
            /**
             * Format: int32
             * @description One add-on, as the Add-On Enrollments page of a dealer shows it: rows whose dealer has an enrollment in this add-on, in the row's program, at any status (a freshly requested or an ended one too), each row's `addons` holding that add-on's enrollments only. Unlike `addonIds`, which narrows the rows to current add-on enrollments and leaves every add-on on them.
             */
            addonId?: number;
            /** @description Region code. */
            regionCode?: string;
            /** @description District code. */
            districtCode?: string;
            /** @description Dealer statuses; empty or absent means any. */
            statuses?: components["schemas"]["DealerStatus"][];
            /** @description Dealer code or part of the dealer name (case-insensitive). */
            dealer?: string;
        };
        /** @description One add-on enrollment of a dealer, as listed on a Manage Enrollments row. */
        EnrollmentAddon: {
            /**
             * Format: int32
             * @description Id of the dealer's add-on enrollment; what the add-on actions take.
             */
            addonDealerMappingId: number;
            /**
             * Format: int32
             * @description Add-on id.
             */
            addonId: number;
            /** @description Add-on name. */
            name: string;
            /** @description Status of the add-on enrollment. */
            status: components["schemas"]["SubscriptionStatus"];
            /**
             * Format: date
             * @description Date a scheduled change (termination) takes effect, if any.
             */
            scheduledDate?: string | null;
        };
        /** @description One row of the Manage Enrollments table: a dealer's enrollment in a program. Shape not shown in the spec; designed for that table and its row actions. */
        EnrollmentRow: {
            /** @description Dealer code. */
            dealerCode: components["schemas"]["DealerCode"];
            /** @description Dealer name. */
            dealerName: string;
            /**
             * Format: int32
             * @description Program the row is about.
             */
            programId: number;
            /** @description Program name. */
            programName: string;
            /** @description Dealer's region. */
            regionCode?: string | null;
            /** @description Name of the dealer's region. */
            regionName?: string | null;
            /** @description Dealer's district. */
            districtCode?: string | null;
            /** @description Name of the dealer's district. */
            districtName?: string | null;
            /** @description Dealer enrollment status. */
            status: components["schemas"]["DealerStatus"];
            /** @description Status of the dealer in this program. */
            programStatus: components["schemas"]["ProgramStatus"];
            /**
             * Format: date
             * @description Date the dealer enrolled in the program.
             */
            enrolledDate?: string | null;
            /** @description The dealer's add-on enrollments in this program. */
            addons: components["schemas"]["EnrollmentAddon"][];
            /** @description The account is outstanding; enrollment changes are disabled. */
            outstandingAccount: boolean;
            /** @description A test dealer. */
            testDealer: boolean;
        };
        /** @description One page of Manage Enrollments rows. */
        EnrollmentSearchResult: {
            /** @description Rows of this page. */
            content: components["schemas"]["EnrollmentRow"][];
            /** @description Paging of the result. */
            page: components["schemas"]["PageInfo"];
        };
        /** @description A dealer contact; a dealer carries up to 5. */
        DealerContact: {
            /** @description Contact name. */
            name: string;
            /** @description Job title. */
            title: string;
            /**
             * Format: email
             * @description Email address.
             */
            email: string;
            /**
             * Format: phone
             * @description Phone, xxx-xxxxxxx or (xxx) xxx-xxxx.
             */
            phone: string;
        };
        /** @description A billing contact; a dealer carries up to 3. Its ZIP is checked by its country, which the dealer edit form fills in with the dealer's country. */
        BillingContact: {
            /** @description Contact name. */
            name: string;
            /**
             * Format: email
             * @description Email address.
             */
            email: string;
            /**
             * Format: phone
             * @description Phone, xxx-xxxxxxx or (xxx) xxx-xxxx.
             */
            phone: string;
            /** @description Street address. */
            address?: string;
            /** @description City. */
            city?: string;
            /** @description State or province. */
            state?: string;
            /**
             * Format: zip
             * @description ZIP or postal code, checked by `country` (US nnnnn or nnnnn-nnnn; Canada A1A 1A1).
             */
            zip?: string;
            /**
             * @description Country the ZIP is checked by (business-areas §5: ca or canada Canadian, us or usa US). Read back as stored; a contact stored without one reads as the dealer's country.
             * @enum {string}
             */
            country: "us" | "usa" | "ca" | "canada";
        };
        /** @description Inventory and sales data of a dealer. The spec names "inventory and sales data fields" without listing them; designed as vehicle counts per lead type (NEW, USED, CPO). In a dealer update, a count left out keeps its stored value. */
        DealerInventorySales: {
            /**
             * Format: int32
             * @description New vehicles in stock.
             */
            newInventory?: number;
            /**
             * Format: int32
             * @description Used vehicles in stock.
             */
            usedInventory?: number;
            /**
             * Format: int32
             * @description Certified pre-owned vehicles in stock.
             */
            cpoInventory?: number;
            /**
             * Format: int32
             * @description New vehicles sold per month.
             */
            monthlyNewSales?: number;
            /**
             * Format: int32
             * @description Used vehicles sold per month.
             */
            monthlyUsedSales?: number;
            /**
             * Format: int32
             * @description Certified pre-owned vehicles sold per month.
             */
            monthlyCpoSales?: number;
        };
        /** @description Opening hours of one weekday; `open` and `close` are required unless `closed`, and `close` must be later than `open` (400 on `close` otherwise). A closed day reads back without times. */
        DayHours: {
            /** @description Opening time, 24-hour HH:mm. */
            open?: string;
            /** @description Closing time, 24-hour HH:mm. */
            close?: string;
            /** @description Closed all day. */
            closed: boolean;
        };
        /** @description Business hours per weekday. */
        BusinessHours: {
            /** @description Monday. */
            monday: components["schemas"]["DayHours"];
            /** @description Tuesday. */
            tuesday: components["schemas"]["DayHours"];
            /** @description Wednesday. */
            wednesday: components["schemas"]["DayHours"];
            /** @description Thursday. */
            thursday: components["schemas"]["DayHours"];
            /** @description Friday. */
            friday: components["schemas"]["DayHours"];
            /** @description Saturday. */
            saturday: components["schemas"]["DayHours"];
            /** @description Sunday. */
            sunday: components["schemas"]["DayHours"];
        };
        /** @description A day the dealership is closed. */
        Holiday: {
            /**
             * Format: date
             * @description The day, YYYY-MM-DD.
             */
            date: string;
            /** @description Name of the holiday. */
            name: string;
        };
        /** @description Metered-leads settings. */
        MeteredLeads: {
            /**
             * Format: int32
             * @description Most leads delivered per metering cycle.
             */
            maxMeteredLeadsPerCycle: number;
            /**
             * Format: int32
             * @description Length of a metering cycle, in hours (at most a year).
             */
            meteringCycleHours: number;
        };
        /** @description A dealer with its enrollment status, contacts, data and settings (business-areas §3). */
        Dealer: {
            /** @description Dealer code. */
            code: components["schemas"]["DealerCode"];
            /** @description Dealer name. */
            name: string;
            /**
             * Format: int32
             * @description The dealer's OEM (what the region, district and CRM lists take as oemId).
             */
            oemId?: number;
            /** @description Enrollment status; changed only through the dealer actions. */
            status: components["schemas"]["DealerStatus"];
            /** @description Reason given with the last status change, if any. */
            statusReason?: string | null;
            /** @description With an INACTIVE or CANCELLED dealer, how it was deactivated. */
            inactivationType?: components["schemas"]["InactivationType"] | null;
            /** @description Dealer size class; null when not classified. */
            size?: components["schemas"]["DealerSize"];
            /** @description Region code. */
            region?: string | null;
            /** @description Region name. */
            regionName?: string | null;
            /** @description District code. */
            district?: string | null;
            /** @description District name. */
            districtName?: string | null;
            /** @description Market. */
            market?: string | null;
            /**
             * @description Country, us or ca (business-areas §5 writes ca, canada, us, usa; stored normalised).
             * @enum {string}
             */
            country: "us" | "ca";
            /** @description Name of the CRM the dealer uses (one of GET /api/portal/dwc/crm for its OEM). */
            crm?: string | null;
            /** @description Dealer group. */
            group?: string | null;
            /** @description A test dealer. */
            testDealer: boolean;
            /** @description Sells electric vehicles. */
            evDealer: boolean;
            /** @description Contacts, up to 5. */
            contacts: components["schemas"]["DealerContact"][];
            /** @description Billing contacts, up to 3. */
            billingContacts: components["schemas"]["BillingContact"][];
            /** @description Inventory and sales data. */
            inventory: components["schemas"]["DealerInventorySales"];
            /** @description Business hours per weekday. */
            businessHours: components["schemas"]["BusinessHours"];
            /** @description Holidays. */
            holidays: components["schemas"]["Holiday"][];
            /** @description Metered-leads settings; null when the dealer's leads are not metered. */
            meteredLeads: components["schemas"]["MeteredLeads"] | null;
            /** @description The account is outstanding: enrollment changes are refused until billing clears it. */
            outstandingAccount: boolean;
        };
        /** @description The editable part of a dealer, saved by the dealer edit screen. Status changes go through the dealer actions, classification (size, region, CRM, flags) through update-properties. */
        DealerUpdate: {
            /** @description Dealer name. */
            name: string;
            /** @description Contacts, up to 5; replaces the stored list. */
            contacts: components["schemas"]["DealerContact"][];
            /** @description Billing contacts, up to 3; replaces the stored list. */
            billingContacts: components["schemas"]["BillingContact"][];
            /** @description Inventory and sales data. */
            inventory: components["schemas"]["DealerInventorySales"];
            /** @description Business hours per weekday. */
            businessHours: components["schemas"]["BusinessHours"];
            /** @description Holidays, one per date (400 on a repeated date); replaces the stored list. */
            holidays: components["schemas"]["Holiday"][];
            /** @description Metered-leads settings (as MeteredLeads); null stops metering the dealer's leads. */
            meteredLeads: {
                /**
                 * Format: int32
                 * @description Most leads delivered per metering cycle.
                 */
                maxMeteredLeadsPerCycle: number;
                /**
                 * Format: int32
                 * @description Length of a metering cycle, in hours (at most a year).
                 */
                meteringCycleHours: number;
            } | null;
        };
        /** @description Shape not shown in the spec; designed for the administrators' dealer classification: only the properties sent change, a null clears one. Region, district and CRM are checked against the dealer's OEM (400 when unknown); a district must belong to the region, and a region change clears a district of another region unless a district is sent with it. */
        DealerPropertiesUpdate: {
            /** @description Dealer size class; null when not classified. */
            size?: components["schemas"]["DealerSize"];
            /** @description Region code of the dealer's OEM (GET /api/portal/regions). */
            region?: string | null;
            /** @description District code (must belong to the region; GET /api/portal/districts). */
            district?: string | null;
            /** @description Market. */
            market?: string | null;
            /**
             * @description Country (business-areas §5 ca, canada, us, usa); stored as us or ca.
             * @enum {string}
             */
            country?: "us" | "usa" | "ca" | "canada";
            /** @description Name of the CRM the dealer uses, one of its OEM's (GET /api/portal/dwc/crm). */
            crm?: string | null;
            /** @description Dealer group. */
            group?: string | null;
            /** @description A test dealer. */
            testDealer?: boolean;
            /** @description Sells electric vehicles. */
            evDealer?: boolean;
        };
        /** @description A dealer's subscription to one package (website program, packages, add-on enrollments). Shape not shown in the spec beyond its status; designed for the subscription tables and their actions. */
        Subscription: {
            /**
             * Format: int32
             * @description Id of the subscription; what the subscription actions take.
             */
            subscriptionMappingId: number;
            /** @description Dealer code. */
            dealerCode: components["schemas"]["DealerCode"];
            /** @description Dealer name. */
            dealerName: string;
            /** @description Dealer's region. */
            regionCode?: string | null;
            /** @description Name of the dealer's region (what screens and exports show). */
            regionName?: string | null;
            /** @description Dealer's district. */
            districtCode?: string | null;
            /** @description Name of the dealer's district (what screens and exports show). */
            districtName?: string | null;
            /** @description Website program (4) or digital dealer (6). */
            programAddonId: components["schemas"]["ProgramAddonId"];
            /** @description Offer type of the package. */
            offerTypeId: components["schemas"]["OfferTypeId"];
            /** @description Kind of the package's offer. */
            kind?: components["schemas"]["OfferKind"];
            /**
             * Format: int32
             * @description Package (offer) id.
             */
            packageId: number;
            /** @description Package name. */
            packageName: string;
            /**
             * Format: int32
             * @description Provider of the package.
             */
            offerProviderId: number;
            /** @description Provider name. */
            providerName: string;
            /** @description Optional add-ons taken with the package. */
            optionalAddonIds?: components["schemas"]["AddonId"][];
            /** @description Subscription package status. */
            status: components["schemas"]["SubscriptionStatus"];
            /**
             * Format: date
             * @description Date the subscription started.
             */
            subscribedDate?: string | null;
            /**
             * Format: date
             * @description Date a scheduled change (termination) takes effect.
             */
            scheduledDate?: string | null;
            /** @description Monthly price in the OEM's currency. */
            monthlyPrice?: number;
        };
        /** @description An add-on that may be taken with an offer. */
        OptionalAddon: {
            /** @description Add-on id. */
            addonId: components["schemas"]["AddonId"];
            /** @description Add-on name. */
            name: string;
            /** @description Monthly price of the add-on. */
            price: number;
            /** @description What the add-on adds. */
            description?: string;
        };
        /** @description A package a provider offers. Shown grouped by `kind` (BUNDLE, PACKAGE, ADDITIONAL) and sorted by `dwcPriority` within a kind. */
        Offer: {
            /**
             * Format: int32
             * @description Package (offer) id.
             */
            packageId: number;
            /** @description Package name. */
            name: string;
            /** @description Kind of offer. */
            kind: components["schemas"]["OfferKind"];
            /**
             * Format: int32
             * @description Sort position within the kind, lowest first.
             */
            dwcPriority: number;
            /** @description Offer type. */
            offerTypeId: components["schemas"]["OfferTypeId"];
            /**
             * Format: int32
             * @description Provider of the package.
             */
            offerProviderId: number;
            /** @description Provider name. */
            providerName: string;
            /** @description Monthly price in the OEM's currency. */
            price: number;
            /** @description What the package includes (provider's text). */
            description?: string;
            /** @description For a BUNDLE, the offer types it covers. */
            includedOfferTypeIds?: components["schemas"]["OfferTypeId"][];
            /** @description Add-ons that may be taken with this package. */
            optionalAddons: components["schemas"]["OptionalAddon"][];
        };
        /** @description Billing address of a card. */
        BillingAddress: {
            /** @description Street address. */
            address: string;
            /** @description City. */
            city: string;
            /** @description State or province. */
            state: string;
            /**
             * Format: zip
             * @description ZIP or postal code, checked by `country`.
             */
            zip: string;
            /** @description Country (ca, canada, us, usa; absent means US). */
            country?: string;
        };
        /** @description A dealer's billing profile as entered on Billing Details. Shape not shown in the spec; designed from its card rules (number with check digit, Month/Year, security code). */
        BillingProfile: {
            /** @description Name on the card. */
            cardholderName: string;
            /**
             * Format: card-number
             * @description Card number, digits and dashes only, passing the check-digit test.
             */
            cardNumber: string;
            /**
             * Format: month-year
             * @description Expiry, MM/YYYY; a card that has expired (before the current month) is refused.
             */
            expiry: string;
            /**
             * Format: security-code
             * @description Security code, 3 or 4 digits.
             */
            securityCode: string;
            /** @description Billing address of the card. */
            billingAddress: components["schemas"]["BillingAddress"];
        };
        /** @description A stored billing profile as read back: the card is masked, the security code never returned. Shape not shown in the spec; designed for Billing Details. */
        StoredBillingProfile: {
            /** @description Dealer code. */
            dealerCode: components["schemas"]["DealerCode"];
            /** @description Name on the card. */
            cardholderName: string;
            /** @description Card brand told by the number's issuer prefix (Visa, Mastercard, American Express, Discover), null when unknown. */
            cardBrand?: string | null;
            /** @description Last four digits of the card number. */
            cardLast4: string;
            /**
             * Format: month-year
             * @description Expiry, MM/YYYY.
             */
            expiry: string;
            /** @description Billing address of the card. */
            billingAddress: components["schemas"]["BillingAddress"];
            /** @description Programs this profile is activated (billed) for. */
            activePrograms: number[];
            /**
             * Format: date-time
             * @description When the profile was last saved.
             */
            updatedAt?: string;
        };
        /** @description A provider and one of its packages, picked on the enrolment form. */
        ProviderPackageChoice: {
            /**
             * Format: int32
             * @description Provider id, when the provider is a listed one.
             */
            providerId?: number;
            /** @description Provider name (required). */
            providerName: string;
            /**
             * Format: int32
             * @description Package id, when the package is a listed one.
             */
            packageId?: number;
            /** @description Package name (required). */
            packageName: string;
        };
        /** @description The dealer website certification program (DWCP) enrolment form (business-areas §5 "Enrolment"). */
        DwcpEnrollment: {
            /** @description Authorized person name. */
            authorizedPersonName: string;
            /**
             * Format: email
             * @description Authorized person's email.
             */
            authorizedEmail: string;
            /** @description Dealer code. */
            dealerCode: components["schemas"]["DealerCode"];
            /** @description Program add-on enrolled in, 4 (website programs, the default) or 6 (digital dealer). */
            addonId?: components["schemas"]["ProgramAddonId"];
            /**
             * Format: enrollment-phone
             * @description Contact number, xxx-xxx-xxxx or (xxx) xxx-xxxx.
             */
            contactNumber: string;
            /** @description Dealer name. */
            dealerName: string;
            /**
             * Format: website-url
             * @description Dealer website URL (must be valid).
             */
            dealerWebsiteUrl: string;
            /** @description Website provider and package. */
            websiteProvider: components["schemas"]["ProviderPackageChoice"];
            /** @description Digital retailing provider and package. */
            digitalRetailingProvider: components["schemas"]["ProviderPackageChoice"];
            /** @description Enrollment options selected, at least one; each one of the form's `enrollmentOptions`. */
            enrollmentOptions: components["schemas"]["AddonId"][];
            /**
             * @description The terms checkbox; must be selected ("Terms and Condition should be selected").
             * @constant
             */
            termsAccepted: true;
            /** @description Billing contact name. */
            billingContactName: string;
            /**
             * Format: enrollment-phone
             * @description Billing contact phone, xxx-xxx-xxxx or (xxx) xxx-xxxx.
             */
            billingContactPhone: string;
            /**
             * Format: email
             * @description Billing contact email.
             */
            billingContactEmail: string;
        };
        /** @description A provider and the packages a dealer may enroll in. */
        EnrollmentProvider: {
            /**
             * Format: int32
             * @description Provider id.
             */
            providerId: number;
            /** @description Provider name. */
            providerName: string;
            /** @description Packages of the provider. */
            packages: {
                /**
                 * Format: int32
                 * @description Package id.
                 */
                packageId: number;
                /** @description Package name. */
                packageName: string;
                /** @description Monthly price. */
                price?: number;
            }[];
        };
        /** @description What the enrolment form opens with. Shape not shown in the spec; designed for that form: the values known for the dealer, the provider and package choices, the enrollment options and the terms. */
        DwcpEnrollmentForm: {
            /** @description Dealer code. */
            dealerCode: components["schemas"]["DealerCode"];
            /** @description Known values to pre-fill; the dealer may change them before submitting. */
            prefill: {
                /** @description Authorized person name on file. */
                authorizedPersonName?: string;
                /** @description Authorized person's email on file. */
                authorizedEmail?: string;
                /** @description Contact number on file. */
                contactNumber?: string;
                /** @description Dealer name. */
                dealerName?: string;
                /** @description Dealer website on file. */
                dealerWebsiteUrl?: string;
                /** @description Website provider asked for by `providerId`, or the current one. */
                websiteProvider?: components["schemas"]["ProviderPackageChoice"];
                /** @description First billing contact's name. */
                billingContactName?: string;
                /** @description First billing contact's phone. */
                billingContactPhone?: string;
                /** @description First billing contact's email. */
                billingContactEmail?: string;
            };
            /** @description Website providers and their packages. */
            websiteProviders: components["schemas"]["EnrollmentProvider"][];
            /** @description Digital retailing providers and their packages. */
            digitalRetailingProviders: components["schemas"]["EnrollmentProvider"][];
            /** @description Enrollment options to choose from. */
            enrollmentOptions: components["schemas"]["OptionalAddon"][];
            /**
             * Format: uri-reference
             * @description Link to the terms and conditions.
             */
            termsUrl: string;
            /** @description The dealer is already enrolled; the form then shows the current enrollment. */
            enrolled: boolean;
        };
        /** @description The dealer enrollment contact data (portal-shell §3): the authorized dealer website contact the home-page confirmation asks about. Every field is null for a caller who has no dealer or no enrollment. */
        DwcpEnrollmentInfo: {
            /** @description Dealer website. */
            dealerWebsite?: string | null;
            /** @description Authorized person. */
            authorizedPerson?: string | null;
            /** @description Authorized person's email. */
            authorizedEmail?: string | null;
            /** @description Authorized person's phone. */
            authorizedPhone?: string | null;
            /**
             * Format: date
             * @description Last confirmation of this contact, YYYY-MM-DD (US Central).
             */
            lastUpdatedDateForDealerContact?: string | null;
            /**
             * Format: int32
             * @description Add-on of the enrollment.
             */
            addonId?: number | null;
        };
        /** @description A dealer's interest in a provider, sent to the provider. Shape not shown in the spec; designed for the "notify me / contact me" choice on a provider that the dealer cannot enroll with from the portal. */
        ProviderInterestNotification: {
            /** @description Dealer code. */
            dealerCode: components["schemas"]["DealerCode"];
            /**
             * Format: int32
             * @description Provider to notify.
             */
            offerProviderId: number;
            /** @description Add-on the interest is about. */
            addonId?: components["schemas"]["AddonId"];
            /** @description Optional note to the provider. */
            message?: string;
        };
        /**
         * Format: int32
         * @description Id of a Download Manager document.
         */
        DownloadDocumentId: number;
        /** @description The Download Manager page. Shape not shown in the spec; designed as the documents the caller may download (those for every OEM and those for the caller's OEMs), grouped by category. The files themselves are served one at a time by downloadManagerDocument. */
        DownloadManagerData: {
            /** @description Downloadable documents, newest first. */
            documents: {
                id: components["schemas"]["DownloadDocumentId"];
                /** @description Title shown in the list. */
                title: string;
                /** @description What the document contains. */
                description?: string;
                /** @description Category the list groups by. */
                category: string;
                /** @description Name the file is saved under (the download's Content-Disposition gives the same name). */
                fileName: string;
                /**
                 * Format: date-time
                 * @description When the document last changed.
                 */
                updatedAt?: string;
            }[];
        };
        /** @description Filters of the Manage Website Program search, also the body of its CSV export. Shape not shown in the spec; designed for that filter bar. Every filter is optional; they combine with AND. */
        WebsiteProgramSearchRequest: {
            /** @description Website program (4, the default) or digital dealer (6). */
            programAddonId?: components["schemas"]["ProgramAddonId"];
            /**
             * Format: int32
             * @description OEM; administrators choose one, OEM staff and dealers are held to their own.
             */
            oemId?: number;
            /** @description Region code. */
            regionCode?: string;
            /** @description District code. */
            districtCode?: string;
            /** @description Dealer code or part of the dealer name (case-insensitive). */
            dealer?: string;
            /** @description Subscription package statuses; empty or absent means any. */
            statuses?: components["schemas"]["SubscriptionStatus"][];
            /**
             * Format: int32
             * @description Provider of the package.
             */
            offerProviderId?: number;
            /** @description Offer type of the package. */
            offerTypeId?: components["schemas"]["OfferTypeId"];
        };
        /** @description One page of website program subscriptions. */
        WebsiteProgramSearchResult: {
            /** @description Subscriptions of this page. */
            content: components["schemas"]["Subscription"][];
            /** @description Paging of the result. */
            page: components["schemas"]["PageInfo"];
        };
        /** @description Choices of the Manage Website Program filter bar (regions and districts come from their own calls). Shape not shown in the spec; designed for that filter bar. */
        WebsiteProgramFilterOptions: {
            /** @description OEMs to choose from; only administrators get more than their own. */
            oems: components["schemas"]["Oem"][];
            /** @description Providers with website program packages. */
            providers: components["schemas"]["OfferProvider"][];
            /** @description Offer types with website program packages. */
            offerTypes: components["schemas"]["OfferTypeId"][];
            /** @description Subscription package statuses, in the spec's order. */
            statuses: components["schemas"]["SubscriptionStatus"][];
        };
        /** @description A dealer's website program subscriptions for the edit screen. Shape not shown in the spec; designed for websiteProgramEdit: the subscriptions with their actions and the dealer's custom parameters. */
        DealerSubscriptions: {
            /** @description Dealer code. */
            dealerCode: components["schemas"]["DealerCode"];
            /** @description Dealer name. */
            dealerName: string;
            /** @description Website program (4) or digital dealer (6). */
            programAddonId: components["schemas"]["ProgramAddonId"];
            /** @description The account is outstanding; subscription changes are refused. */
            outstandingAccount: boolean;
            /** @description The dealer's subscriptions, by offer kind then priority. */
            subscriptions: components["schemas"]["Subscription"][];
            /** @description The dealer's custom parameters for the website program. */
            customParameters: components["schemas"]["AddonCustomParameter"][];
        };
        /** @description Form fields of a website subscription action (business-areas §7), sent `application/x-www-form-urlencoded`. The path's method name chooses the action; the target status must be the one the action leads to (see SubscriptionAction), else 400. */
        SubscriptionActionForm: {
            /** @description Dealer code. */
            dealerCode: components["schemas"]["DealerCode"];
            /**
             * Format: int32
             * @description The subscription to act on.
             */
            subscriptionMappingId: number;
            /** @description Label of the action as the user chose it; recorded in the subscription history and the dealer communication. */
            actionName: string;
            /** @description Target sub-package status. */
            subPackageStatus: components["schemas"]["SubscriptionStatus"];
            /**
             * @description Do not notify the dealer of the change.
             * @default false
             */
            skipDealerCommunication: boolean;
            /**
             * @description Apply the action to every one of the dealer's packages it applies to, not only this one.
             * @default false
             */
            applyToAllPackages: boolean;
            /**
             * Format: date
             * @description Date the change takes effect, YYYY-MM-DD; required for terminate, today or later.
             */
            scheduledDate?: string;
        };
        /** @description New values of a dealer's website program custom parameters. Shape not shown in the spec; designed for the custom parameter form. On 400 the first entry of `errors` is the invalid URL message ("Website URL must be valid"). */
        CustomParamsUpdate: {
            /** @description Website program (4, the default) or digital dealer (6). */
            programAddonId?: components["schemas"]["ProgramAddonId"];
            /** @description The parameters to change; the others keep their values. */
            parameters: components["schemas"]["AddonCustomParameter"][];
        };
        /** @description What Manage Packages opens with. Shape not shown in the spec; designed for that screen: the dealer's subscriptions and the offers it may take, grouped by kind (BUNDLE, PACKAGE, ADDITIONAL) and sorted by dwcPriority. */
        DealerEnrollmentData: {
            /** @description Dealer code. */
            dealerCode: components["schemas"]["DealerCode"];
            /** @description Dealer name. */
            dealerName: string;
            /** @description Website programs and packages (4) or digital dealer (6). */
            programAddonId: components["schemas"]["ProgramAddonId"];
            /** @description The account is outstanding: the screen shows "Your current account is outstanding; contact the Billing Department before new enrollments and enrollment changes can be processed." and disables changes. */
            outstandingAccount: boolean;
            /** @description The dealer's current subscriptions. */
            subscriptions: components["schemas"]["Subscription"][];
            /** @description Offers the dealer may subscribe to, in display order (kind, then dwcPriority). */
            offers: components["schemas"]["Offer"][];
        };
        /** @description A subscription the dealer may change, with what it may change to. Shape not shown in the spec; designed for the change-subscription dialog. */
        ChangeableSubscription: {
            /** @description The current subscription. */
            subscription: components["schemas"]["Subscription"];
            /** @description Offers of the same offer type it may change to, in display order. */
            alternatives: components["schemas"]["Offer"][];
        };
        /** @description One package chosen by the dealer, with its optional add-ons. */
        SubscriptionSelection: {
            /**
             * Format: int32
             * @description Provider of the package.
             */
            offerProviderId: number;
            /** @description Offer type of the package. */
            offerTypeId: components["schemas"]["OfferTypeId"];
            /**
             * Format: int32
             * @description Package (offer) id.
             */
            packageId: number;
            /** @description Optional add-ons taken with the package; each must be one the offer lists. */
            optionalAddonIds: components["schemas"]["AddonId"][];
        };
        /** @description A package change to price before it is confirmed (offerProviderId, offerTypeId, optionalAddonIds, packageId, as the spec lists). `dealerCode` is designed in for staff acting on a dealer; a dealer's own code is the default. */
        ChangeSubscriptionsRequest: {
            /** @description Dealer; defaults to the caller's (or impersonated) dealer. */
            dealerCode?: components["schemas"]["DealerCode"];
            /**
             * Format: int32
             * @description Provider of the package.
             */
            offerProviderId: number;
            /** @description Offer type of the package. */
            offerTypeId: components["schemas"]["OfferTypeId"];
            /**
             * Format: int32
             * @description Package (offer) id.
             */
            packageId: number;
            /** @description Optional add-ons taken with the package. */
            optionalAddonIds: components["schemas"]["AddonId"][];
        };
        /** @description What a package change would do, for the dealer to confirm. Shape not shown in the spec; designed for the confirmation step: nothing is stored until updateSubscriptions. */
        SubscriptionChangePreview: {
            /** @description The package chosen, as checked by the server. */
            selection: components["schemas"]["SubscriptionSelection"];
            /** @description Current subscriptions the change ends (e.g. packages a bundle covers). */
            replaces: components["schemas"]["Subscription"][];
            /** @description Monthly price of the chosen package with its add-ons. */
            newMonthlyPrice: number;
            /** @description The dealer's monthly total today. */
            currentMonthlyTotal: number;
            /** @description The dealer's monthly total after the change. */
            newMonthlyTotal: number;
        };
        /** @description One choice offered when confirming a subscription change. */
        SubscriptionOption: {
            /** @description Option id, sent back with updateSubscriptions. */
            id: string;
            /** @description Text shown for the option. */
            label: string;
            /** @description Explanation shown under the option. */
            description?: string;
            /** @description Pre-selected. */
            isDefault: boolean;
        };
        /** @description Subscription options (business-areas §3): the option list and the End User License Agreement. The option list's entries are not shown in the spec; designed as the choices of the confirmation step (such as when the change takes effect). */
        SubscriptionOptions: {
            /** @description Choices offered when confirming. */
            optionList: components["schemas"]["SubscriptionOption"][];
            /**
             * Format: uri-reference
             * @description Link to the current End User License Agreement: the signed address of getEulaDocument in the caller's language (or the address the OEM publishes it at), empty when the OEM has none.
             */
            linkEULA: string;
            /** @description The dealer has not accepted the current agreement; it must be accepted with the change. */
            showEULA: boolean;
        };
        /** @description Confirms package changes. Shape not shown in the spec; designed so the server keeps no draft: the chosen packages travel again, with the option and the EULA acceptance. When the agreement must be accepted (showEULA) and `eulaAccepted` is false, the answer is 400 "Please accept current End User License Agreement." */
        UpdateSubscriptionsRequest: {
            /** @description Dealer; defaults to the caller's (or impersonated) dealer. */
            dealerCode?: components["schemas"]["DealerCode"];
            /** @description The packages chosen. */
            selections: components["schemas"]["SubscriptionSelection"][];
            /** @description Chosen subscription option; the default one when absent. */
            optionId?: string;
            /** @description The dealer accepts the current End User License Agreement. */
            eulaAccepted: boolean;
        };
        /** @description Price of an add-on. Shape not shown in the spec ("product pricing"); designed for the price table next to the offers. */
        AddonPrice: {
            /** @description Add-on. */
            addonId: components["schemas"]["AddonId"];
            /** @description Add-on name. */
            name: string;
            /** @description Monthly price with the given primary offers. */
            monthlyPrice: number;
            /** @description One-time setup fee. */
            setupFee: number;
            /** @description Must be taken with the given primary offers. */
            required: boolean;
            /** @description Primary offer types that include the add-on at no charge. */
            includedWithOfferTypeIds: components["schemas"]["OfferTypeId"][];
        };
        /** @description Where a provider's PDF is. Shape not shown in the spec; designed as one link. */
        ProviderPdfUrl: {
            /**
             * Format: uri-reference
             * @description Link to the PDF.
             */
            url: string;
        };
        /** @description A provider's page in the packages area. Shape not shown in the spec; designed for that page: who the provider is, its offers, its PDF and whether the dealer already asked to be contacted. */
        ProviderInitialPageData: {
            /**
             * Format: int32
             * @description Provider id.
             */
            offerProviderId: number;
            /** @description Provider name. */
            name: string;
            /** @description The provider's presentation text. */
            description?: string;
            /**
             * Format: uri-reference
             * @description Provider logo.
             */
            logoUrl?: string | null;
            /**
             * Format: uri
             * @description The provider's public website, when it has one (null for the demo's providers, which have none).
             */
            websiteUrl?: string | null;
            /**
             * Format: uri-reference
             * @description The provider's program sheet: its own published PDF, else the signed address of the one the portal writes (getProviderProgramSheet).
             */
            pdfUrl?: string | null;
            /** @description The provider's offers, in display order. */
            offers: components["schemas"]["Offer"][];
            /** @description The dealer already sent this provider an interest notification. */
            interestNotified: boolean;
        };
        /** @description One custom parameter of an add-on (or of the website program). Shape not shown in the spec; designed as typed name/value pairs so a URL parameter is checked as a website URL (the "invalid URL" error of business-areas §8). `label` and `required` are informational on requests. */
        AddonCustomParameter: {
            /** @description Parameter key. */
            name: string;
            /** @description Label shown for the parameter. */
            label?: string;
            /**
             * @description Kind of value, which decides how `value` is checked.
             * @enum {string}
             */
            type: "URL" | "TEXT" | "NUMBER" | "BOOLEAN";
            /** @description A value must be given. */
            required?: boolean;
            /** @description The value as text; a website URL when `type` is URL. */
            value: string;
        };
        /** @description One add-on of the SmartLeads services page, with the dealer's subscription to it. */
        SmartLeadsAddon: {
            /** @description Add-on. */
            addonId: components["schemas"]["AddonId"];
            /** @description Add-on name. */
            name: string;
            /** @description What the add-on does. */
            description?: string;
            /**
             * Format: int32
             * @description Provider of the add-on.
             */
            offerProviderId: number;
            /** @description Provider name. */
            providerName: string;
            /** @description Monthly price. */
            price: number;
            /** @description The dealer's subscription status, or null when not subscribed. */
            status: components["schemas"]["SubscriptionStatus"] | null;
            /**
             * Format: int32
             * @description The dealer's subscription to the add-on, if any.
             */
            subscriptionMappingId?: number | null;
            /** @description The add-on is configured through custom parameters. */
            hasCustomParameters: boolean;
            /** @description The add-on's custom parameters in its own order, with the dealer's values (empty before the dealer subscribes), for the parameter form. */
            parameters: components["schemas"]["AddonCustomParameter"][];
        };
        /** @description The SmartLeads services page. Shape not shown in the spec; designed for it: the add-ons with the dealer's subscriptions and whether changes are possible. */
        SmartLeadsServicesView: {
            /** @description Dealer code. */
            dealerCode: components["schemas"]["DealerCode"];
            /** @description Dealer name. */
            dealerName: string;
            /** @description The account is outstanding; subscriptions are refused. */
            outstandingAccount: boolean;
            /** @description The SmartLeads add-ons. */
            addons: components["schemas"]["SmartLeadsAddon"][];
        };
        /** @description The provider's configuration page for an add-on, embedded in a frame. Shape not shown in the spec; designed as the frame's address and title. */
        AddonCustomParametersIFrame: {
            /**
             * Format: uri
             * @description Address of the provider's page, signed for this dealer and add-on.
             */
            url: string;
            /** @description Title of the frame (accessibility). */
            title: string;
        };
        /** @description Custom parameters of another of the dealer's add-on subscriptions that may be copied. Shape not shown in the spec; designed for the "copy from" choice. */
        AddonParametersSource: {
            /**
             * Format: int32
             * @description Subscription the parameters come from.
             */
            subscriptionMappingId: number;
            /** @description Its add-on. */
            addonId: components["schemas"]["AddonId"];
            /** @description Its add-on's name. */
            name: string;
            /** @description Its parameters. */
            parameters: components["schemas"]["AddonCustomParameter"][];
        };
        /** @description Asks which vehicle models to propose for an add-on. Shape not shown in the spec; designed for the model step. */
        ModelProposalRequest: {
            /** @description Dealer code. */
            dealerCode: components["schemas"]["DealerCode"];
            /** @description Add-on. */
            addonId: components["schemas"]["AddonId"];
            /** @description Lead types to propose models for; all when absent. */
            leadTypes?: ("NEW" | "CPO" | "USED")[];
        };
        /** @description A vehicle model an add-on can cover. */
        VehicleModel: {
            /** @description Model code. */
            modelCode: string;
            /** @description Model name. */
            modelName: string;
            /**
             * Format: int32
             * @description Model year, when the model is year-specific.
             */
            year?: number | null;
            /** @description Proposed from the dealer's inventory and sales; pre-selected. */
            proposed: boolean;
        };
        /** @description Models proposed for an add-on (the spec's "add-on custom parameters and models", not shown); designed for the model step. */
        ModelProposal: {
            /** @description The models, proposed ones first. */
            models: components["schemas"]["VehicleModel"][];
        };
        /** @description New custom parameters (and models) of a subscribed add-on. Shape not shown in the spec; designed for the parameter form. On 400 the first entry of `errors` is the invalid URL message. */
        UpdateAddonCustomParametersRequest: {
            /** @description Dealer code. */
            dealerCode: components["schemas"]["DealerCode"];
            /** @description Add-on. */
            addonId: components["schemas"]["AddonId"];
            /** @description The parameters; the others keep their values. */
            parameters: components["schemas"]["AddonCustomParameter"][];
            /** @description Models the add-on covers; unchanged when absent. */
            modelCodes?: string[];
        };
        /** @description Subscribes the dealer to an add-on with the parameters and models entered. Shape not shown in the spec; designed for the add-on enrollment form. When the agreement must be accepted and `eulaAccepted` is false, the answer is 400 "Please accept current End User License Agreement." */
        SaveAddonParamsRequest: {
            /** @description Dealer code. */
            dealerCode: components["schemas"]["DealerCode"];
            /** @description Add-on. */
            addonId: components["schemas"]["AddonId"];
            /**
             * Format: int32
             * @description Provider of the add-on.
             */
            offerProviderId: number;
            /**
             * Format: int32
             * @description Package, when the provider offers several.
             */
            packageId?: number;
            /** @description The add-on's custom parameters. */
            parameters: components["schemas"]["AddonCustomParameter"][];
            /** @description Models the add-on covers. */
            modelCodes?: string[];
            /** @description The dealer accepts the current End User License Agreement. */
            eulaAccepted: boolean;
        };
        /** @description Subscribes the dealer to an add-on, copying the custom parameters (and models) of another of its add-on subscriptions. Shape not shown in the spec; designed for the "copy from" choice. EULA acceptance as for saveAddonParams. */
        SubscribeAddonWithCopiedDataRequest: {
            /** @description Dealer code. */
            dealerCode: components["schemas"]["DealerCode"];
            /** @description Add-on to subscribe to. */
            addonId: components["schemas"]["AddonId"];
            /**
             * Format: int32
             * @description Provider of the add-on.
             */
            offerProviderId: number;
            /**
             * Format: int32
             * @description Package, when the provider offers several.
             */
            packageId?: number;
            /**
             * Format: int32
             * @description The dealer's subscription whose parameters are copied.
             */
            sourceSubscriptionMappingId: number;
            /** @description The dealer accepts the current End User License Agreement. */
            eulaAccepted: boolean;
        };
        /**
         * Format: int32
         * @description Id of a program (the enrolled lead program, e.g. SmartLeads).
         */
        ProgramId: number;
        /** @description A US ZIP code (nnnnn or nnnnn-nnnn) or a Canadian postal code (letter-digit-letter digit-letter-digit, space optional). Used where no sibling country can pick the format (query parameters, list items); the coverage body validates its central ZIP by the dealer's country instead. */
        CoverageZipCode: string;
        /** @description A currency amount in the dealer's currency, rounded to 2 decimals. */
        BudgetAmount: number;
        /** @description One program the dealer is enrolled in, as the budget and lead settings screens list it. Shape not shown in the spec; designed for the program selector of the Set Budget and SmartLeads settings screens (id, name, status, and whether a budget applies). */
        DealerProgram: {
            programId: components["schemas"]["ProgramId"];
            /** @description Display name of the program. */
            programName: string;
            /** @description Status of the dealer's enrollment in this program. */
            status: components["schemas"]["DealerStatus"];
            /** @description True when the program is billed against a monthly budget, so the Set Budget screen may change it. */
            hasBudget: boolean;
            /**
             * Format: date
             * @description Day (YYYY-MM-DD) the dealer enrolled in the program; null when not recorded.
             */
            enrolledDate?: string | null;
        };
        /** @description The budget details of a dealer's program (business-areas §3: budget, balance, budgetForCurrentMonth). Amounts are numbers with 2 decimals. */
        Budget: {
            dealerCode: components["schemas"]["DealerCode"];
            programId: components["schemas"]["ProgramId"];
            /** @description The monthly budget as last set. After a non-admin's change this is the amount that applies from next month, while budgetForCurrentMonth keeps this month's amount. */
            budget: components["schemas"]["BudgetAmount"];
            /** @description What is left of this month's budget after the leads delivered so far, 2 decimals. Negative when delivered leads exceeded the budget. */
            balance: number;
            /** @description The budget in force for the current calendar month. */
            budgetForCurrentMonth: components["schemas"]["BudgetAmount"];
            /**
             * @description Currency of the amounts (CAD for Canadian dealers, otherwise USD).
             * @enum {string}
             */
            currency: "USD" | "CAD";
            /** @description A non-admin's change waiting for next month (business-areas §4): the amount that will apply from pendingEffectiveFrom; null when no change is waiting. */
            pendingBudget: components["schemas"]["BudgetAmount"] | null;
            /**
             * Format: date
             * @description First day (YYYY-MM-DD, Central Time) the pending budget applies; null when none is waiting.
             */
            pendingEffectiveFrom: string | null;
            /** @description Every change of the program's budget, newest first (who, when, old and new amount, the day it takes effect). Not in the spec's budget details; designed so a dealer and the provider can see when and by whom a budget was changed. */
            history: components["schemas"]["BudgetChange"][];
        };
        /** @description Form-encoded body of a budget change (business-areas §7: form, field newBudget). A form field is text on the wire, so the amount is validated as a decimal string. */
        BudgetUpdateForm: {
            /** @description The new monthly budget: a non-negative amount with at most 2 decimals, e.g. `1500` or `1499.50`. Invalid input reports "Please enter valid value for budget". */
            newBudget: string;
        };
        /** @description Answer to a budget change, with the message the screen shows ("Budget updated successfully."). */
        BudgetUpdateResult: {
            /** @description True when the budget was changed. */
            success: boolean;
            /** @description "Budget updated successfully." */
            message: string;
            /** @description The budget details after the change. */
            budget: components["schemas"]["Budget"];
            /**
             * Format: date
             * @description First day (YYYY-MM-DD, Central Time) the new budget applies: today for an admin (the increase or decrease takes effect immediately), the first day of next month for everyone else.
             */
            effectiveFrom: string;
        };
        /**
         * @description How the dealer's lead coverage is defined: RADIUS, every ZIP within a radius around a central ZIP; ZIP_LIST, an explicit list of ZIPs (typed, picked or bulk imported).
         * @enum {string}
         */
        CoverageType: "RADIUS" | "ZIP_LIST";
        /** @description The area a dealer receives leads from in a program: a radius around a central ZIP or a list of ZIPs. Shape not shown in the spec; designed for the Adjust Coverage screen (mode switch, central ZIP and radius, the resulting ZIP list). */
        Coverage: {
            dealerCode: components["schemas"]["DealerCode"];
            programId: components["schemas"]["ProgramId"];
            /**
             * @description The dealer's country, which chooses the format of its ZIP codes (business-areas §5); the Adjust Coverage form sends it back as CoverageSaveRequest.country.
             * @enum {string}
             */
            country: "US" | "CA";
            coverageType: components["schemas"]["CoverageType"];
            /** @description Central ZIP of a RADIUS coverage (by default the dealer's own ZIP); null for a ZIP_LIST never set by radius. */
            centralZip: string | null;
            /**
             * Format: int32
             * @description Radius in miles around the central ZIP; null for ZIP_LIST coverage.
             */
            radius: number | null;
            /** @description Every ZIP the dealer receives leads from (for RADIUS, the ZIPs within the radius). */
            zipCodes: components["schemas"]["CoverageZipCode"][];
            /** @description Where the coverage is centred, for its map: the central ZIP of a RADIUS coverage, else the dealer's own ZIP; null when that ZIP is not a known code. */
            centre: components["schemas"]["CoveragePlace"] | null;
            /** @description Every covered ZIP that is a known code, with its city and centroid, for the coverage map. */
            places: components["schemas"]["CoveragePlace"][];
            /**
             * Format: date-time
             * @description When the coverage was last saved; null when never saved.
             */
            updatedAt?: string | null;
        };
        /** @description Body of Adjust Coverage save. RADIUS needs centralZip and radius; ZIP_LIST needs at least one ZIP. */
        CoverageSaveRequest: {
            dealerCode: components["schemas"]["DealerCode"];
            programId: components["schemas"]["ProgramId"];
            coverageType: components["schemas"]["CoverageType"];
            /** @description The dealer's country as the screen has it from the dealer record (`us`, `usa`, `ca`, `canada`, any case; absent means US); it chooses the format of centralZip. */
            country?: string;
            /**
             * Format: zip
             * @description Central ZIP of a RADIUS coverage.
             */
            centralZip?: string;
            /**
             * Format: int32
             * @description Radius in miles around the central ZIP (RADIUS coverage).
             */
            radius?: number;
            /** @description The ZIPs of a ZIP_LIST coverage, without duplicates. */
            zipCodes?: components["schemas"]["CoverageZipCode"][];
        } & unknown;
        /** @description Answer to a coverage change ("Saved Successfully"), with the coverage as stored. */
        CoverageSaveResult: {
            /** @description True when the coverage was saved. */
            success: boolean;
            /** @description "Saved Successfully" */
            message: string;
            /** @description The coverage after the change. */
            coverage: components["schemas"]["Coverage"];
        };
        /** @description The ZIPs within a radius of a central ZIP, as one comma-separated string (the call's name says String) and as a count. Shape not shown in the spec; designed for filling the ZIP list field of the Adjust Coverage screen. */
        ZipCodesByRadius: {
            /** @description The central ZIP asked for. */
            centralZip: string;
            /**
             * Format: int32
             * @description The radius in miles asked for.
             */
            radius: number;
            /** @description The ZIPs within the radius, nearest first, separated by commas (e.g. `60601,60602,60603`). */
            zipCodes: string;
            /**
             * Format: int32
             * @description How many ZIPs zipCodes holds.
             */
            count: number;
        };
        /** @description One ZIP with its city, for the searchable city/ZIP picker of the Adjust Coverage screen. Shape not shown in the spec; designed for that picker. */
        CityZip: {
            zipCode: components["schemas"]["CoverageZipCode"];
            /** @description City of the ZIP. */
            city: string;
            /** @description State or province code, e.g. `IL` or `ON`. */
            state: string;
            /** @description Distance from the central ZIP in miles, 1 decimal. */
            distanceMiles: number;
        };
        /** @description Multipart body of a bulk ZIP import: one file of ZIP codes (csv, xlsx or txt, one ZIP per line or in the first column, at most 5 MB) and the program the ZIPs are for. */
        ZipBulkImportForm: {
            /** @description The ZIP file to import (.csv, .xlsx or .txt, at most 5 MB = 5,000,000 bytes; larger files are refused with 400). */
            file: Blob;
            programId: components["schemas"]["ProgramId"];
            /**
             * @description Whether the valid ZIPs, once saved, replace the current coverage list or are added to it.
             * @default REPLACE
             * @enum {string}
             */
            mode: "REPLACE" | "APPEND";
        };
        /**
         * @description Verdict on one row of an imported file: VALID, will be saved; INVALID, not a ZIP of the dealer's country; DUPLICATE, repeats an earlier row; UNKNOWN, well-formed but not a known ZIP.
         * @enum {string}
         */
        ZipImportRowStatus: "VALID" | "INVALID" | "DUPLICATE" | "UNKNOWN";
        /** @description One row of the import report. */
        ZipBulkImportRow: {
            /**
             * Format: int32
             * @description Row (line) number in the file, from 1.
             */
            rowNumber: number;
            /** @description The value read from the row, trimmed. */
            value: string;
            status: components["schemas"]["ZipImportRowStatus"];
            /** @description Why the row is not VALID, in English (e.g. the ZIP format message); null for VALID rows. */
            message?: string | null;
        };
        /** @description The result report of a bulk ZIP import, kept until saved or replaced by a newer import. Shape not shown in the spec (zip bulk import result); designed for the import dialog: counts per verdict, the rows, and whether it has been saved into the coverage. */
        ZipBulkImportResult: {
            /**
             * Format: int32
             * @description Id of the import, for the result, save and export calls.
             */
            importId: number;
            dealerCode: components["schemas"]["DealerCode"];
            programId: components["schemas"]["ProgramId"];
            /** @description Name of the uploaded file. */
            fileName: string;
            /**
             * @description How saving applies the valid ZIPs to the coverage list.
             * @enum {string}
             */
            mode: "REPLACE" | "APPEND";
            /**
             * Format: int32
             * @description Rows read from the file (blank rows skipped).
             */
            totalRows: number;
            /**
             * Format: int32
             * @description Rows with status VALID.
             */
            validCount: number;
            /**
             * Format: int32
             * @description Rows with status INVALID.
             */
            invalidCount: number;
            /**
             * Format: int32
             * @description Rows with status DUPLICATE.
             */
            duplicateCount: number;
            /**
             * Format: int32
             * @description Rows with status UNKNOWN.
             */
            unknownCount: number;
            /** @description Every row with its verdict, in file order. */
            rows: components["schemas"]["ZipBulkImportRow"][];
            /** @description True once the valid ZIPs have been saved into the coverage. */
            saved: boolean;
            /**
             * Format: date-time
             * @description When the file was imported.
             */
            createdAt: string;
        };
        /**
         * @description Format of the leads sent to a destination: ADF_XML (ADF standard XML), TEXT (plain text e-mail), HTML (formatted e-mail).
         * @enum {string}
         */
        LeadFormat: "ADF_XML" | "TEXT" | "HTML";
        /** @description Where a dealer's leads of a program are delivered: the e-mail addresses and the lead format. Shape not shown in the spec beyond format and e-mails; designed for the lead destinations table of the SmartLeads settings screen. */
        LeadDestination: {
            /**
             * Format: int32
             * @description Id of the destination.
             */
            id: number;
            leadFormat: components["schemas"]["LeadFormat"];
            /** @description One or more e-mail addresses, comma-separated. */
            emails: string;
            /** @description The lead types delivered to this destination; all types when empty. */
            leadTypes: components["schemas"]["LeadType"][];
        };
        /** @description Body of savePreferences: a new destination (no id) or a change to one (its id). Lead format required; e-mail required and valid; several e-mails comma-separated. */
        LeadDestinationInput: {
            /**
             * Format: int32
             * @description Id of the destination to change; absent to add a destination.
             */
            id?: number;
            leadFormat: components["schemas"]["LeadFormat"];
            /**
             * Format: emails
             * @description One or more e-mail addresses, comma-separated.
             */
            emails: string;
            /** @description The lead types delivered to this destination; all types when empty or absent. */
            leadTypes?: components["schemas"]["LeadType"][];
        };
        /** @description The lead-settings preferences of a dealer's program (business-areas §3: leadDestinations). */
        LeadPreferences: {
            /** @description Every lead destination of the dealer's program. */
            leadDestinations: components["schemas"]["LeadDestination"][];
        };
        /** @description Answer to a destination change, with the destinations after it. The spec names a "lead destination updated" and a "lead destination deleted" message without their text; the texts are "Lead destination updated successfully." and "Lead destination deleted successfully.", in the style of "Budget updated successfully.". */
        LeadPreferencesResult: {
            /** @description True when the change was applied. */
            success: boolean;
            /** @description "Lead destination updated successfully." or "Lead destination deleted successfully." */
            message: string;
            /** @description Every lead destination of the dealer's program after the change. */
            leadDestinations: components["schemas"]["LeadDestination"][];
        };
        /** @description One model the dealer may receive leads for, and for which lead types. */
        ManagedVehicleModel: {
            /** @description Id of the model in the OEM's model list. */
            modelId: string;
            /** @description Make (brand), e.g. `Honda`. */
            make: string;
            /** @description Model name, e.g. `Civic`. */
            model: string;
            /** @description Lead types the dealer receives for this model; empty means no leads for it. */
            leadTypes: components["schemas"]["LeadType"][];
        };
        /** @description Limits on the used (USED and CPO) vehicles the dealer receives leads for. */
        UsedVehicleCriteria: {
            /**
             * Format: int32
             * @description Oldest model year accepted; null for no limit.
             */
            minModelYear: number | null;
            /**
             * Format: int32
             * @description Highest odometer reading in miles accepted; null for no limit.
             */
            maxMileage: number | null;
        };
        /** @description Which vehicles a dealer receives leads for in a program. Shape not shown in the spec; designed for the Vehicle Management screen: the OEM's models with the lead types accepted for each, and limits on used vehicles. */
        VehicleManagement: {
            dealerCode: components["schemas"]["DealerCode"];
            programId: components["schemas"]["ProgramId"];
            /** @description Every model of the dealer's OEM, with the lead types accepted for it. */
            models: components["schemas"]["ManagedVehicleModel"][];
            usedVehicleCriteria: components["schemas"]["UsedVehicleCriteria"];
        };
        /** @description Body of saveVehicleManagement. Models left out keep their settings. */
        VehicleManagementInput: {
            /** @description The models whose accepted lead types change. */
            models: {
                /** @description Id of the model (ManagedVehicleModel.modelId). */
                modelId: string;
                /** @description The model's make as getVehicleManagement answers it; ignored (a form sends back what it showed). */
                make?: string;
                /** @description The model's name as getVehicleManagement answers it; ignored. */
                model?: string;
                /** @description Lead types the dealer receives for this model; empty for none. */
                leadTypes: components["schemas"]["LeadType"][];
            }[];
            /** @description Limits on the used vehicles the dealer receives leads for. */
            usedVehicleCriteria: {
                /**
                 * Format: int32
                 * @description Oldest model year accepted; null for no limit.
                 */
                minModelYear: number | null;
                /**
                 * Format: int32
                 * @description Highest odometer reading in miles accepted; null for no limit.
                 */
                maxMileage: number | null;
            };
        };
        /** @description Answer to a vehicle management change ("Vehicle Management updated successfully."). */
        VehicleManagementResult: {
            /** @description True when the change was applied. */
            success: boolean;
            /** @description "Vehicle Management updated successfully." */
            message: string;
            /** @description The vehicle management settings after the change. */
            vehicleManagement: components["schemas"]["VehicleManagement"];
        };
        /** @description Whether a dealer buys leads of one lead category (NEW, CPO, USED) in a program, and from which lead providers. Shape not shown in the spec; designed for the per-category switches of the SmartLeads settings screen. */
        LeadSalesSetting: {
            dealerCode: components["schemas"]["DealerCode"];
            programId: components["schemas"]["ProgramId"];
            leadCategory: components["schemas"]["LeadType"];
            /** @description True when the dealer receives leads of this category. */
            enabled: boolean;
            /** @description Ids of the lead providers (lead sources) the dealer receives this category's leads from. */
            leadProviderIds: number[];
        };
        /** @description Body of leadSales. At least one lead provider must be selected ("Please select one Lead Provider or more."). */
        LeadSalesInput: {
            programId: components["schemas"]["ProgramId"];
            /** @description True to receive leads of the category, false to stop (the provider selection is kept). */
            enabled: boolean;
            /** @description Ids of the lead providers (lead sources) to receive this category's leads from; one or more. */
            leadProviderIds: number[];
        };
        /** @description Answer to a lead sales change ("Saved Successfully"). */
        LeadSalesResult: {
            /** @description True when the change was applied. */
            success: boolean;
            /** @description "Saved Successfully" */
            message: string;
            /** @description The category's setting after the change. */
            leadSales: components["schemas"]["LeadSalesSetting"];
        };
        /** @description Overview of a dealer's lead program settings, for the SmartLeads settings and settings preview screens. Shape not shown in the spec; designed to show every part in one call: budget, coverage, destinations, lead sales per category, metered leads. */
        LeadProgramSettings: {
            dealerCode: components["schemas"]["DealerCode"];
            /** @description Name of the dealer. */
            dealerName: string;
            programId: components["schemas"]["ProgramId"];
            /** @description Name of the program. */
            programName: string;
            /** @description The program's budget details; null when the program has no budget. */
            budget: components["schemas"]["Budget"] | null;
            coverage: components["schemas"]["Coverage"];
            /** @description The lead destinations. */
            leadDestinations: components["schemas"]["LeadDestination"][];
            /** @description The lead sales setting of each lead category (NEW, CPO, USED). */
            leadSales: components["schemas"]["LeadSalesSetting"][];
            /** @description Every lead provider (lead source) a category's leads may come from, by name, for the provider choice of the lead sales settings (LeadSalesInput.leadProviderIds). */
            leadProviders: components["schemas"]["LeadProvider"][];
            /** @description The dealer's metered-leads settings (max metered leads per cycle, metering cycle in hours); null when leads are not metered. */
            meteredLeads: components["schemas"]["MeteredLeads"] | null;
        };
        /** @description Another dealer of the same OEM whose lead coverage shares ZIPs with this dealer's. Shape not shown in the spec (other-dealers); designed for the Adjust Coverage screen, which shows the neighbouring dealers competing for the same ZIPs. */
        OverlappingDealer: {
            dealer: components["schemas"]["DealerSummary"];
            /** @description Distance between the two dealers' ZIPs in miles, 1 decimal; null when unknown. */
            distanceMiles: number | null;
            /** @description ZIPs both dealers cover. */
            sharedZipCodes: components["schemas"]["CoverageZipCode"][];
        };
        /** @description Body of getDealersLeadCoverage. */
        DealersLeadCoverageRequest: {
            /** @description The dealers whose coverage to show on one map; each must be one the caller may act for. */
            dealerCodes: components["schemas"]["DealerCode"][];
            programId: components["schemas"]["ProgramId"];
        };
        /** @description One dealer's lead coverage, for the coverage map of dealer groups, OEM staff and admins. Shape not shown in the spec; designed for that map. */
        DealerLeadCoverage: {
            dealerCode: components["schemas"]["DealerCode"];
            /** @description Name of the dealer. */
            dealerName: string;
            /** @description The dealer's coverage in the program; null when the dealer is not enrolled in it. */
            coverage: components["schemas"]["Coverage"] | null;
        };
        /**
         * @description Lead type (lead category): NEW, CPO (certified pre-owned) or USED.
         * @enum {string}
         */
        LeadType: "NEW" | "CPO" | "USED";
        /**
         * @description Where a lead stands, from its latest disposition: NEW (no disposition yet), CONTACTED, APPOINTMENT, SOLD, LOST, INVALID (bad contact data or duplicate). Values not shown in the spec; designed for the Lead Viewer's status filter and column.
         * @enum {string}
         */
        LeadStatus: "NEW" | "CONTACTED" | "APPOINTMENT" | "SOLD" | "LOST" | "INVALID";
        /**
         * @description State of a credit request on a lead: REQUESTED (awaiting review), APPROVED (the lead is not billed), DENIED.
         * @enum {string}
         */
        CreditStatus: "REQUESTED" | "APPROVED" | "DENIED";
        /** @description The shopper who sent the lead, as the lead provider delivered it (not reformatted). */
        LeadCustomer: {
            /** @description First name. */
            firstName: string | null;
            /** @description Last name. */
            lastName: string | null;
            /** @description E-mail address. */
            email: string | null;
            /** @description Phone number. */
            phone: string | null;
            /** @description Street address. */
            address?: string | null;
            /** @description City. */
            city: string | null;
            /** @description State or province code. */
            state: string | null;
            /** @description ZIP or postal code. */
            zip: string | null;
            /**
             * @description How the shopper asked to be contacted; null when not given.
             * @enum {string|null}
             */
            preferredContact?: "EMAIL" | "PHONE" | "TEXT" | null;
        };
        /** @description The vehicle the shopper asked about. */
        LeadVehicle: {
            /**
             * Format: int32
             * @description Model year.
             */
            year: number | null;
            /** @description Make, e.g. `Honda`. */
            make: string | null;
            /** @description Model, e.g. `Civic`. */
            model: string | null;
            /** @description Trim level. */
            trim?: string | null;
            /** @description Vehicle identification number, when the shopper asked about a specific vehicle. */
            vin?: string | null;
            /** @description The dealer's stock number of that vehicle. */
            stockNumber?: string | null;
            /**
             * Format: int32
             * @description Odometer reading in miles (CPO and USED).
             */
            mileage?: number | null;
        };
        /** @description One disposition the dealer (or its CRM) reported for a lead. Shape not shown in the spec; designed for the dispositions list of the lead detail, each opening its communication history. */
        LeadDisposition: {
            /**
             * Format: int64
             * @description Id of the disposition (route viewLeads/communication/{dispositionId}).
             */
            id: number;
            status: components["schemas"]["LeadStatus"];
            /**
             * Format: date-time
             * @description When the disposition was recorded.
             */
            dispositionDate: string;
            /** @description Who reported it, e.g. the dealer's CRM name or `Portal`. */
            source: string;
            /** @description Salesperson named in the disposition. */
            salesperson?: string | null;
            /** @description Free text of the disposition. */
            notes?: string | null;
            /**
             * Format: int32
             * @description How many dealer communications belong to the disposition.
             */
            communicationCount: number;
        };
        /** @description A lead as the Lead Viewer lists it (business-areas §3: leadUid, sourceLeadId, entityName, dispositions, response time). The remaining fields are not shown in the spec; designed for the Lead Viewer columns and filters. */
        Lead: {
            /**
             * Format: int64
             * @description The portal's record id of the lead (the `id` of getResponseTime).
             */
            id: number;
            /** @description The portal's unique id of the lead. */
            leadUid: string;
            /** @description The lead's id at its source (the lead provider). */
            sourceLeadId: string;
            /** @description Name of the source entity (feed) the lead was received through. */
            entityName: string;
            /** @description Id of the lead's ADF XML document; names the download when no file name is sent (`Lead_{type}_{documentId}.xml`). */
            documentId: string;
            dealerCode: components["schemas"]["DealerCode"];
            /** @description Name of the dealer the lead went to. */
            dealerName: string;
            leadType: components["schemas"]["LeadType"];
            /** @description Name of the lead provider (lead source). */
            source: string;
            status: components["schemas"]["LeadStatus"];
            /**
             * Format: date-time
             * @description When the lead was received (with offset; leads are retrieved and filtered by Central Time days).
             */
            receivedDate: string;
            /**
             * Format: int32
             * @description Seconds from receipt to the dealer's first response (shown in 24-hour form, HH:MM:SS); null while the dealer has not responded.
             */
            responseTime: number | null;
            /** @description True when an admin has overridden the measured response time. */
            responseTimeOverridden: boolean;
            customer: components["schemas"]["LeadCustomer"];
            vehicle: components["schemas"]["LeadVehicle"];
            /** @description The lead's dispositions, newest first. */
            dispositions: components["schemas"]["LeadDisposition"][];
            /** @description True when the dealer has asked for credit on the lead. */
            creditRequested: boolean;
            /** @description State of the credit request; null when none was made. */
            creditStatus: components["schemas"]["CreditStatus"] | null;
        };
        /** @description A lead with everything the lead detail screen (viewLead) shows. Shape not shown in the spec; designed for that screen: the lead, the shopper's comments, a trade-in and the credit request. */
        LeadDetail: {
            lead: components["schemas"]["Lead"];
            /** @description The shopper's comments or questions. */
            comments: string | null;
            /** @description The vehicle the shopper wants to trade in; null when none. */
            tradeIn: components["schemas"]["LeadVehicle"] | null;
            /** @description Reason given with the credit request; null when none was made. */
            creditReason: string | null;
        };
        /** @description Choices of the Lead Viewer's filters. Shape not shown in the spec; designed for those filters (lead types, sources, statuses, credit states and the default date range). */
        LeadFilterOptions: {
            /** @description The lead types, in display order (NEW, CPO, USED). */
            leadTypes: components["schemas"]["LeadType"][];
            /** @description Names of the lead sources the caller's leads come from, sorted. */
            sources: string[];
            /** @description The lead statuses, in display order. */
            statuses: components["schemas"]["LeadStatus"][];
            /** @description The credit request states. */
            creditStatuses: components["schemas"]["CreditStatus"][];
            /**
             * Format: date
             * @description Start of the default range (YYYY-MM-DD, Central Time), 30 days before today.
             */
            defaultReceivedDateFrom: string;
            /**
             * Format: date
             * @description End of the default range (YYYY-MM-DD, Central Time), today.
             */
            defaultReceivedDateTo: string;
        };
        /** @description Filters of the Lead Viewer (all optional and combined with AND). Dates are calendar days in Central Time (America/Chicago), both ends included. Without dealerCode, dealers and dealer groups see the leads of every dealer they may act for; OEM staff those of their OEM; admins all. */
        LeadSearchRequest: {
            dealerCode?: components["schemas"]["DealerCode"];
            /**
             * Format: date
             * @description First day received (YYYY-MM-DD, Central Time).
             */
            receivedDateFrom?: string;
            /**
             * Format: date
             * @description Last day received (YYYY-MM-DD, Central Time).
             */
            receivedDateTo?: string;
            leadType?: components["schemas"]["LeadType"];
            /** @description Lead source name, exactly as listed by the filter options. */
            source?: string;
            status?: components["schemas"]["LeadStatus"];
            /** @description Text found in the shopper's first or last name (case-insensitive). */
            customerName?: string;
            /** @description Text found in the shopper's e-mail address (case-insensitive). */
            email?: string;
            /** @description Digits found in the shopper's phone number (punctuation ignored). */
            phone?: string;
            /** @description True for leads with a credit request, false for leads without. */
            creditRequested?: boolean;
            creditStatus?: components["schemas"]["CreditStatus"];
            /** @description True for leads the dealer has responded to, false for leads still without response. */
            responded?: boolean;
        };
        /** @description One page of Lead Viewer rows. */
        LeadSearchResult: {
            /** @description The leads of this page, in the requested order. */
            content: components["schemas"]["Lead"][];
            page: components["schemas"]["PageInfo"];
        };
        /** @description Body of requestCreditForm (business-areas §7: leadUID, dealerCode). */
        LeadCreditFormRequest: {
            /** @description The portal's unique id of the lead (spelled leadUID, as the spec's call sends it). */
            leadUID: string;
            dealerCode: components["schemas"]["DealerCode"];
        };
        /** @description One reason a dealer may give when asking for credit on a lead. */
        CreditReason: {
            /**
             * Format: int32
             * @description Id of the reason.
             */
            id: number;
            /** @description The reason as the form lists it, e.g. "Duplicate lead" or "Invalid contact information". */
            label: string;
            /** @description True when this reason needs the dealer's explanation (LeadCreditRequest.reason). */
            explanationRequired: boolean;
        };
        /** @description What the Request Credit dialog needs. Shape not shown in the spec (request credit reason); designed for that dialog: the reasons to choose from and whether credit was already requested. */
        LeadCreditForm: {
            /** @description The portal's unique id of the lead. */
            leadUid: string;
            dealerCode: components["schemas"]["DealerCode"];
            /** @description The reasons to choose from, in display order. */
            reasons: components["schemas"]["CreditReason"][];
            /** @description State of an earlier credit request on the lead; null when none, so the dialog may be sent. */
            creditStatus: components["schemas"]["CreditStatus"] | null;
        };
        /** @description Body of requestCredit (the dealer is the query's dealerCode). */
        LeadCreditRequest: {
            /** @description The portal's unique id of the lead. */
            leadUid: string;
            /** @description The lead's id at its source. */
            sourceLeadId: string;
            /** @description Name of the source entity of the lead. */
            entityName: string;
            /**
             * Format: int32
             * @description Id of the chosen reason (LeadCreditForm.reasons).
             */
            reasonId: number;
            /**
             * Format: reason
             * @description The dealer's explanation; required when the chosen reason says explanationRequired. Must be less than 255 characters.
             */
            reason?: string;
        };
        /** @description Answer to a credit request ("Saved Successfully"). */
        LeadCreditResult: {
            /** @description True when the request was recorded. */
            success: boolean;
            /** @description "Saved Successfully" */
            message: string;
            creditStatus: components["schemas"]["CreditStatus"];
        };
        /** @description One message between the dealer and the shopper recorded under a disposition. Shape not shown in the spec; designed for the communication history screen (viewLeads/communication/{dispositionId}). */
        DealerCommunication: {
            /**
             * Format: int64
             * @description Id of the communication.
             */
            id: number;
            /**
             * @description How the communication happened.
             * @enum {string}
             */
            channel: "EMAIL" | "PHONE" | "TEXT" | "CHAT" | "VISIT";
            /**
             * @description OUTBOUND from the dealer to the shopper, INBOUND from the shopper.
             * @enum {string}
             */
            direction: "OUTBOUND" | "INBOUND";
            /**
             * Format: date-time
             * @description When it was sent or took place.
             */
            sentAt: string;
            /** @description Sender (address, number or salesperson). */
            from?: string | null;
            /** @description Recipient. */
            to?: string | null;
            /** @description Subject of an e-mail; null for other channels. */
            subject: string | null;
            /** @description Text of the message, or the notes of a call or visit. */
            body: string | null;
        };
        /** @description A disposition with its communication history, newest first. */
        DispositionCommunications: {
            disposition: components["schemas"]["LeadDisposition"];
            /** @description The portal's unique id of the lead the disposition belongs to. */
            leadUid: string;
            /** @description The communications, newest first. */
            communications: components["schemas"]["DealerCommunication"][];
        };
        /** @description An admin's override of a lead's response time. */
        ResponseTimeOverrideInfo: {
            /**
             * Format: int32
             * @description The measured response time in seconds before the override.
             */
            originalResponseTime: number;
            /** @description Why it was overridden. */
            reason: string;
            /** @description Login name of the admin who overrode it. */
            overriddenBy: string;
            /**
             * Format: date-time
             * @description When it was overridden.
             */
            overriddenAt: string;
        };
        /** @description How fast the dealer responded to a lead. Shape not shown in the spec; designed for the viewLeadResponseTime screen: receipt, first response, the time between (seconds, shown in 24-hour form HH:MM:SS) and any override. */
        LeadResponseTime: {
            /**
             * Format: int64
             * @description The portal's record id of the lead.
             */
            id: number;
            /** @description The portal's unique id of the lead. */
            leadUid: string;
            /** @description The lead's id at its source. */
            sourceLeadId: string;
            dealerCode: components["schemas"]["DealerCode"];
            /**
             * Format: date-time
             * @description When the lead was received.
             */
            receivedDate: string;
            /**
             * Format: date-time
             * @description When the dealer first responded; null without response.
             */
            firstResponseDate: string | null;
            /**
             * Format: int32
             * @description Seconds between receipt and first response (the override when there is one); null without response.
             */
            responseTime: number | null;
            /** @description The admin override in force; null when the time is as measured. */
            override: components["schemas"]["ResponseTimeOverrideInfo"] | null;
        };
        /** @description Body of responseTimeOverride (admin only). */
        ResponseTimeOverrideRequest: {
            /**
             * Format: int64
             * @description The portal's record id of the lead.
             */
            id: number;
            /** @description The portal's unique id of the lead. */
            leadUid: string;
            /** @description The lead's id at its source. */
            sourceLeadId: string;
            /**
             * Format: int32
             * @description The response time to record, in seconds (the screen enters it as HH:MM:SS, 24-hour form).
             */
            responseTime: number;
            /**
             * Format: reason
             * @description Why the measured time is wrong. Must be less than 255 characters.
             */
            reason: string;
        };
        /** @description Answer to a response time override ("Saved Successfully"), with the response time after it. */
        ResponseTimeOverrideResult: {
            /** @description True when the override was recorded. */
            success: boolean;
            /** @description "Saved Successfully" */
            message: string;
            /** @description The lead's response time after the override. */
            responseTime: components["schemas"]["LeadResponseTime"];
        };
        /** @description The routing data of a dealer in the Dealer Master File (DMF). */
        DmfAddress: {
            /** @description Dealer name. */
            name: string | null;
            /** @description Street address. */
            address: string | null;
            /** @description City. */
            city: string | null;
            /** @description State or province code. */
            state: string | null;
            /** @description ZIP or postal code. */
            zip: string | null;
            /** @description Country (`us` or `ca`). */
            country: string | null;
            /** @description Main phone number. */
            phone: string | null;
            /** @description Latitude of the dealership, used to match ZIP coverage and distances. */
            latitude: number | null;
            /** @description Longitude of the dealership. */
            longitude: number | null;
        };
        /** @description A dealer's entry in the Dealer Master File (DMF), the OEM's dealer feed that lead routing and coverage distances use. Shape not shown in the spec; designed for the Manual DMF Correction screen, a staff tool: the values as received from the feed, the manual corrections that override them, and who made the last one. */
        DmfRecord: {
            dealerCode: components["schemas"]["DealerCode"];
            /** @description The values as the latest DMF feed delivered them. */
            received: components["schemas"]["DmfAddress"];
            /** @description The manual corrections in force (a null field keeps the feed value); null when never corrected. */
            corrected: components["schemas"]["DmfAddress"] | null;
            /** @description Login name of whoever saved the last correction. */
            lastCorrectedBy: string | null;
            /**
             * Format: date-time
             * @description When the last correction was saved.
             */
            lastCorrectedAt: string | null;
            /** @description Reason given with the last correction. */
            lastCorrectionReason: string | null;
        };
        /** @description Body of manual DMF correction save: the corrected values (a field left out or null keeps the feed value) and why. */
        DmfCorrectionRequest: {
            dealerCode: components["schemas"]["DealerCode"];
            /** @description Corrected dealer name. */
            name?: string | null;
            /** @description Corrected street address. */
            address?: string | null;
            /** @description Corrected city. */
            city?: string | null;
            /** @description Corrected state or province code. */
            state?: string | null;
            /** @description Country of the dealer (`us`, `usa`, `ca`, `canada`; absent or other means US); chooses the ZIP format. */
            country?: string | null;
            /**
             * Format: zip
             * @description Corrected ZIP or postal code.
             */
            zip?: string | null;
            /**
             * Format: phone
             * @description Corrected main phone number (xxx-xxxxxxx or (xxx) xxx-xxxx).
             */
            phone?: string | null;
            /** @description Corrected latitude. */
            latitude?: number | null;
            /** @description Corrected longitude. */
            longitude?: number | null;
            /**
             * Format: reason
             * @description Why the feed value is wrong. Must be less than 255 characters.
             */
            reason: string;
        };
        /** @description Answer to a DMF correction ("Saved Successfully"), with the record after it. */
        DmfCorrectionResult: {
            /** @description True when the correction was saved. */
            success: boolean;
            /** @description "Saved Successfully" */
            message: string;
            /** @description The dealer's DMF record after the correction. */
            record: components["schemas"]["DmfRecord"];
        };
        /**
         * @description State of a pre-lead: PENDING (not yet a lead), CONVERTED (turned into a lead), REJECTED (could not be converted: no matching dealer, bad data).
         * @enum {string}
         */
        PreleadStatus: "PENDING" | "CONVERTED" | "REJECTED";
        /** @description A shopper inquiry received from a lead provider that has not (yet) become a lead. Shape not shown in the spec; designed for the Pre-Lead screen, a staff tool. */
        Prelead: {
            /** @description Id of the pre-lead. */
            id: string;
            /**
             * Format: int32
             * @description Id of the lead provider that sent it.
             */
            providerId: number;
            /** @description Name of the lead provider. */
            providerName: string;
            /** @description The dealer it was matched to; null when no dealer matched. */
            dealerCode: components["schemas"]["DealerCode"] | null;
            leadType: components["schemas"]["LeadType"];
            /**
             * Format: date-time
             * @description When it was received.
             */
            receivedDate: string;
            /** @description The shopper's full name. */
            customerName: string | null;
            vehicle: components["schemas"]["LeadVehicle"];
            status: components["schemas"]["PreleadStatus"];
            /** @description Why conversion failed, for REJECTED pre-leads. */
            rejectionReason: string | null;
        };
        /** @description Filters of the Pre-Lead screen. One lead provider or more must be selected ("Please select one Lead Provider or more."). */
        PreleadSearchRequest: {
            /** @description Ids of the lead providers whose pre-leads to show; one or more. */
            leadProviderIds: number[];
            dealerCode?: components["schemas"]["DealerCode"];
            /**
             * Format: date
             * @description First day received (YYYY-MM-DD, Central Time).
             */
            receivedDateFrom?: string;
            /**
             * Format: date
             * @description Last day received (YYYY-MM-DD, Central Time).
             */
            receivedDateTo?: string;
            leadType?: components["schemas"]["LeadType"];
            status?: components["schemas"]["PreleadStatus"];
        };
        /** @description One page of pre-leads. */
        PreleadSearchResult: {
            /** @description The pre-leads of this page, newest first unless sorted otherwise. */
            content: components["schemas"]["Prelead"][];
            page: components["schemas"]["PageInfo"];
        };
        /** @description Body of pre-lead conversion: the pre-leads to convert, either the ones picked on the screen (preleadIds) or every PENDING pre-lead matching the criteria (preleadIds absent). */
        PreleadConvertRequest: {
            /** @description The filters the screen shows; only PENDING pre-leads among their matches are converted. */
            criteria: components["schemas"]["PreleadSearchRequest"];
            /** @description The picked pre-leads; absent to convert every PENDING match of the criteria. */
            preleadIds?: string[];
        };
        /**
         * @description State of a conversion job: RUNNING, DONE, CANCELLED (stopped on request; converted pre-leads stay converted), FAILED.
         * @enum {string}
         */
        PreleadJobStatus: "RUNNING" | "DONE" | "CANCELLED" | "FAILED";
        /** @description A started conversion job. */
        PreleadJob: {
            /**
             * Format: uuid
             * @description Id of the job, for the progress and cancelJob calls.
             */
            jobId: string;
        };
        /** @description Progress of a conversion job, for the Pre-Lead screen's progress bar. */
        PreleadJobProgress: {
            /**
             * Format: uuid
             * @description Id of the job.
             */
            jobId: string;
            status: components["schemas"]["PreleadJobStatus"];
            /**
             * Format: int32
             * @description Pre-leads handled so far (converted or rejected).
             */
            processed: number;
            /**
             * Format: int32
             * @description Pre-leads the job covers.
             */
            total: number;
            /**
             * Format: int32
             * @description processed / total in whole percent (100 when total is 0).
             */
            percent: number;
            /**
             * Format: int32
             * @description Pre-leads turned into leads so far.
             */
            converted?: number;
            /**
             * Format: int32
             * @description Pre-leads that could not be converted so far.
             */
            rejected?: number;
            /** @description Why the job failed, for FAILED; null otherwise. */
            error?: string | null;
        };
        /**
         * @description Audit type (business-areas §9 "Audit types DWCP and DRS"): DWCP, the dealer website certification program audit (the dataRecording route), or DRS, the digital retailing services audit (the drsDataRecording route).
         * @enum {string}
         */
        AuditType: "DWCP" | "DRS";
        /**
         * @description What the audit is about: DEALER, one dealer's website or digital retailing (dataRecording, drsDataRecording), or CRM, one CRM provider of an OEM (crmDataRecording, "Dealer CRM Certification").
         * @enum {string}
         */
        ComplianceReportKind: "DEALER" | "CRM";
        /**
         * @description Shape not shown in the spec; designed for the data recording screen. DRAFT: saved while the auditor records it, still editable and its files can change. COMPLETED: final; it counts in the aggregate reports and can no longer be changed (an update, upload or file removal is refused with 409).
         * @enum {string}
         */
        ComplianceReportStatus: "DRAFT" | "COMPLETED";
        /** @description A score in percent. */
        ComplianceScore: number;
        /** @description Shape not shown in the spec; designed for the file list of a compliance report (upload, download link, removal by uuid). */
        ReportFile: {
            /**
             * Format: uuid
             * @description Identifier of the stored file; `removeFile` names the file by it.
             */
            uuid: string;
            /** @description Name of the uploaded file as the auditor's computer named it. */
            fileName: string;
            /**
             * Format: int32
             * @description Size in bytes.
             */
            size: number;
            /**
             * @description Media type of the file, one of the allowed upload types (pdf, png, jpg, jpeg, xlsx, csv, docx).
             * @enum {string}
             */
            contentType: "application/pdf" | "image/png" | "image/jpeg" | "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" | "text/csv" | "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
            /**
             * Format: date-time
             * @description When the file was uploaded.
             */
            uploadedAt: string;
            /** @description Login name of the user who uploaded the file. */
            uploadedBy?: string;
        };
        /** @description Shape not shown in the spec; designed for the data recording form: one compliance category (`dwc/complianceCategories` for the audit type and OEM) with the auditor's score, verdict and comment. In a draft from `prepareCreate` the score and verdict are still null. */
        ComplianceCategoryScore: {
            /**
             * Format: int32
             * @description Compliance category id.
             */
            categoryId: number;
            /** @description Category name as the screen shows it. */
            categoryName: string;
            /** @description What the auditor checks in this category. */
            description?: string;
            /** @description A mandatory category; the report is compliant only when every mandatory category is compliant. */
            mandatory: boolean;
            /** @description Highest score the category can get. */
            maxScore: number;
            /** @description The auditor's score, from 0 to maxScore; null while not scored. */
            score: number | null;
            /** @description The auditor's verdict for the category; null while not decided. */
            compliant: boolean | null;
            /** @description The auditor's comment on the category. */
            comment?: string;
        };
        /** @description One scored category as the data recording form sends it. */
        ComplianceCategoryInput: {
            /**
             * Format: int32
             * @description Compliance category id, one of the categories of the audit type and OEM.
             */
            categoryId: number;
            /** @description The category's name as the draft or stored report gave it, carried by the form so each scored row is labelled; the server ignores it (the category id decides). */
            readonly categoryName?: string;
            /** @description The category is mandatory, as the draft or stored report gave it; the server ignores it. */
            readonly mandatory?: boolean;
            /** @description The auditor's score, from 0 to the category's maxScore (400 above it); null while not scored (allowed in a DRAFT only). */
            score?: number | null;
            /** @description The auditor's verdict; null while not decided (allowed in a DRAFT only). */
            compliant?: boolean | null;
            /** @description The auditor's comment on the category. */
            comment?: string;
        };
        /** @description Shape not shown in the spec ("compliance report records"); designed for the data recording, edit and view screens. The overall score and verdict are computed by the server from the categories, so they never disagree with them. */
        ComplianceReport: {
            /**
             * Format: int32
             * @description Report id (the reportId of the view, edit, upload and remove calls).
             */
            id: number;
            kind: components["schemas"]["ComplianceReportKind"];
            auditType: components["schemas"]["AuditType"];
            /**
             * Format: int32
             * @description Id of the OEM the audit belongs to.
             */
            oemId: number;
            /** @description Name of that OEM. */
            oemName: string;
            /** @description The audited dealer (kind DEALER only). */
            dealerCode?: components["schemas"]["DealerCode"];
            /** @description Name of the audited dealer (kind DEALER only). */
            dealerName?: string;
            /**
             * Format: int32
             * @description The audited CRM provider (kind CRM only), from `dwc/crm`.
             */
            crmId?: number;
            /** @description Name of the audited CRM provider (kind CRM only). */
            crmName?: string;
            /**
             * Format: date
             * @description Day of the audit (YYYY-MM-DD).
             */
            auditDate: string;
            /** @description Name of the person who performed the audit. */
            auditor?: string;
            /** @description The scored categories, in the category order of the audit type. */
            categories: components["schemas"]["ComplianceCategoryScore"][];
            /** @description Sum of the scores over the sum of the scored categories' maxScore, in percent, rounded to one decimal; null while no category is scored. */
            overallScore: components["schemas"]["ComplianceScore"] | null;
            /** @description True when every mandatory category is compliant; null while a mandatory category is undecided. */
            compliant: boolean | null;
            /** @description The auditor's overall comment. */
            comments?: string;
            status: components["schemas"]["ComplianceReportStatus"];
            /** @description Files attached to the report (screenshots, evidence, signed forms). */
            files: components["schemas"]["ReportFile"][];
            /**
             * Format: date-time
             * @description When the report was first saved.
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description When the report was last saved.
             */
            updatedAt: string;
            /** @description Login name of the user who saved it last. */
            updatedBy?: string;
        };
        /** @description Shape not shown in the spec; designed for the create report screens: a new, unsaved report prefilled for the dealer (or OEM, for a CRM audit) with today's date (US Central time), the caller as auditor and every category of the audit type and OEM still unscored. The screen edits it and sends it to `report/create`. */
        ComplianceReportDraft: {
            kind: components["schemas"]["ComplianceReportKind"];
            auditType: components["schemas"]["AuditType"];
            /**
             * Format: int32
             * @description Id of the OEM the audit belongs to.
             */
            oemId: number;
            /** @description Name of that OEM. */
            oemName: string;
            /** @description The dealer to audit (kind DEALER only). */
            dealerCode?: components["schemas"]["DealerCode"];
            /** @description Name of the dealer to audit (kind DEALER only). */
            dealerName?: string;
            /**
             * Format: date
             * @description Proposed audit day, today in US Central time (YYYY-MM-DD).
             */
            auditDate: string;
            /** @description Proposed auditor, the signed-in user's name. */
            auditor: string;
            /** @description Every category to score, unscored, in category order. */
            categories: components["schemas"]["ComplianceCategoryScore"][];
            /**
             * Format: int32
             * @description The subject's latest COMPLETED report of this audit type, for comparison; null when there is none.
             */
            previousReportId?: number | null;
        };
        /** @description A new report as the create screen sends it. kind DEALER needs dealerCode, kind CRM needs crmId. Saving with status COMPLETED needs every category scored and decided. */
        ComplianceReportInput: {
            kind: components["schemas"]["ComplianceReportKind"];
            auditType: components["schemas"]["AuditType"];
            /**
             * Format: int32
             * @description Id of the OEM the audit belongs to.
             */
            oemId: number;
            /** @description The audited dealer (kind DEALER). */
            dealerCode?: components["schemas"]["DealerCode"];
            /**
             * Format: int32
             * @description The audited CRM provider (kind CRM), from `dwc/crm`.
             */
            crmId?: number;
            /**
             * Format: date
             * @description Day of the audit (YYYY-MM-DD).
             */
            auditDate: string;
            /** @description Name of the person who performed the audit. */
            auditor: string;
            /** @description The scored categories; each category of the audit type at most once. */
            categories: components["schemas"]["ComplianceCategoryInput"][];
            /** @description The auditor's overall comment. */
            comments?: string;
            status: components["schemas"]["ComplianceReportStatus"];
        } & (unknown & unknown);
        /** @description An existing report as the edit screen sends it: the whole editable content replaces the stored one. Refused with 409 when the stored report is COMPLETED. Saving with status COMPLETED needs every category scored and decided. */
        ComplianceReportUpdate: {
            /**
             * Format: int32
             * @description Id of the report to change.
             */
            id: number;
            /**
             * Format: date
             * @description Day of the audit (YYYY-MM-DD).
             */
            auditDate: string;
            /** @description Name of the person who performed the audit. */
            auditor: string;
            /** @description The scored categories; each category of the audit type at most once. */
            categories: components["schemas"]["ComplianceCategoryInput"][];
            /** @description The auditor's overall comment. */
            comments?: string;
            status: components["schemas"]["ComplianceReportStatus"];
        };
        /** @description Filters of the compliance report and scores searches (the filter panel, kept in local storage under FILTER_SETTINGS_…, dates as YYYY-MM-DD). All filters are optional and combine with AND; paging and sorting are the query parameters. Field-level shape not shown in the spec (portal-shell §3); designed for the filter panel. */
        ComplianceReportSearch: {
            auditType?: components["schemas"]["AuditType"];
            kind?: components["schemas"]["ComplianceReportKind"];
            /**
             * Format: int32
             * @description One report by id.
             */
            reportId?: number;
            /**
             * Format: int32
             * @description Reports of this OEM.
             */
            oemId?: number;
            /** @description Reports of this dealer. */
            dealerCode?: components["schemas"]["DealerCode"];
            /** @description Dealer name contains this text (case-insensitive). */
            dealerName?: string;
            /**
             * Format: int32
             * @description CRM audits of this CRM provider.
             */
            crmId?: number;
            /**
             * Format: int32
             * @description Dealers of this region.
             */
            regionId?: number;
            /**
             * Format: int32
             * @description Dealers of this district.
             */
            districtId?: number;
            /**
             * Format: date
             * @description Audits on or after this day.
             */
            auditDateFrom?: string;
            /**
             * Format: date
             * @description Audits on or before this day.
             */
            auditDateTo?: string;
            status?: components["schemas"]["ComplianceReportStatus"];
            /** @description Only compliant (true) or only non-compliant (false) reports. */
            compliant?: boolean;
            /** @description Overall score at least this. */
            scoreFrom?: components["schemas"]["ComplianceScore"];
            /** @description Overall score at most this. */
            scoreTo?: components["schemas"]["ComplianceScore"];
            /** @description Auditor name contains this text (case-insensitive). */
            auditor?: string;
        };
        /** @description Shape not shown in the spec; designed for one row of the compliance report search table. */
        ComplianceReportRow: {
            /**
             * Format: int32
             * @description Report id (opens /compliance/viewDealerReport/{reportId} or the edit screen).
             */
            id: number;
            kind: components["schemas"]["ComplianceReportKind"];
            auditType: components["schemas"]["AuditType"];
            /** @description OEM of the audit. */
            oemName: string;
            /** @description Audited dealer (kind DEALER). */
            dealerCode?: components["schemas"]["DealerCode"];
            /** @description Name of the audited dealer (kind DEALER). */
            dealerName?: string;
            /** @description Audited CRM provider (kind CRM). */
            crmName?: string;
            /** @description Region of the dealer. */
            regionName?: string;
            /** @description District of the dealer. */
            districtName?: string;
            /**
             * Format: date
             * @description Day of the audit.
             */
            auditDate: string;
            /** @description Who performed the audit. */
            auditor?: string;
            /** @description Overall score in percent; null while nothing is scored. */
            overallScore: components["schemas"]["ComplianceScore"] | null;
            /** @description Overall verdict; null while undecided. */
            compliant: boolean | null;
            status: components["schemas"]["ComplianceReportStatus"];
            /**
             * Format: int32
             * @description Number of attached files.
             */
            fileCount: number;
            /**
             * Format: date-time
             * @description When the report was last saved.
             */
            updatedAt: string;
        };
        /** @description One page of the compliance report search. */
        ComplianceReportPage: {
            /** @description The rows of this page, in the requested order (default newest audit first). */
            content: components["schemas"]["ComplianceReportRow"][];
            page: components["schemas"]["PageInfo"];
        };
        /** @description One category's result inside a report row. */
        ComplianceCategoryResult: {
            /**
             * Format: int32
             * @description Compliance category id.
             */
            categoryId: number;
            /** @description Category name. */
            categoryName: string;
            /** @description Highest score the category can get. */
            maxScore: number;
            /** @description Category score, from 0 to maxScore; null when not scored. */
            score: number | null;
            /** @description Category verdict; null when undecided. */
            compliant: boolean | null;
        };
        /** @description Shape not shown in the spec; designed for the compliance scores report (the complianceScoresReport route): one dealer's COMPLETED audits of an audit type in the chosen dates, with the latest audit's category scores. */
        ComplianceScoreRow: {
            /** @description The dealer. */
            dealerCode: components["schemas"]["DealerCode"];
            /** @description Dealer name. */
            dealerName: string;
            /** @description Region of the dealer. */
            regionName?: string;
            /** @description District of the dealer. */
            districtName?: string;
            auditType: components["schemas"]["AuditType"];
            /**
             * Format: int32
             * @description Completed audits in the chosen dates.
             */
            auditCount: number;
            /**
             * Format: int32
             * @description The latest of those audits.
             */
            latestReportId: number;
            /**
             * Format: date
             * @description Day of the latest audit.
             */
            latestAuditDate: string;
            /** @description Overall score of the latest audit. */
            latestScore: components["schemas"]["ComplianceScore"];
            /** @description Mean overall score of the audits, rounded to one decimal. */
            averageScore: components["schemas"]["ComplianceScore"];
            /** @description Verdict of the latest audit. */
            compliant: boolean;
            /** @description Category results of the latest audit. */
            categories: components["schemas"]["ComplianceCategoryResult"][];
        };
        /** @description One page of the compliance scores report. */
        ComplianceScorePage: {
            /** @description The rows of this page, in the requested order (default dealer name). */
            content: components["schemas"]["ComplianceScoreRow"][];
            page: components["schemas"]["PageInfo"];
        };
        /** @description Shape not shown in the spec; designed for the filter form of the compliance reports (dealer, aggregate, CRM aggregate, CRM non-compliant, website provider non-compliant). Only COMPLETED audits count. The period is a periodId from `reports/filter/getPeriodForReport` or explicit dates; without either the current period applies. The score threshold comes from `reports/filter/getThresholds` unless the user changes it. */
        ComplianceReportFilter: {
            auditType: components["schemas"]["AuditType"];
            /**
             * Format: int32
             * @description Audits of this OEM.
             */
            oemId?: number;
            /**
             * Format: int32
             * @description Dealers of this region.
             */
            regionId?: number;
            /**
             * Format: int32
             * @description Dealers of this district.
             */
            districtId?: number;
            /** @description One dealer. */
            dealerCode?: components["schemas"]["DealerCode"];
            /**
             * Format: int32
             * @description One CRM provider (CRM reports).
             */
            crmId?: number;
            /**
             * Format: int32
             * @description One website provider (website provider non-compliant report), from `dwc/offerProviders`.
             */
            providerId?: number;
            /**
             * Format: int32
             * @description A reporting period of the report; ignored when dateFrom or dateTo is given.
             */
            periodId?: number;
            /**
             * Format: date
             * @description Audits on or after this day.
             */
            dateFrom?: string;
            /**
             * Format: date
             * @description Audits on or before this day.
             */
            dateTo?: string;
            /** @description Rows whose (average) score is below this are flagged belowThreshold. */
            scoreThreshold?: components["schemas"]["ComplianceScore"];
        };
        /** @description Counts and rates of a group of dealers over the filtered audits. */
        ComplianceCounts: {
            /**
             * Format: int32
             * @description Dealers in the group (enrolled in the audited program).
             */
            dealers: number;
            /**
             * Format: int32
             * @description Dealers with at least one completed audit in the period.
             */
            auditedDealers: number;
            /**
             * Format: int32
             * @description Audited dealers whose latest audit is compliant.
             */
            compliantDealers: number;
            /**
             * Format: int32
             * @description Audited dealers whose latest audit is not compliant.
             */
            nonCompliantDealers: number;
            /** @description compliantDealers / auditedDealers in percent, one decimal; null when no dealer was audited. */
            complianceRate: components["schemas"]["ComplianceScore"] | null;
            /** @description Mean score of the latest audits, one decimal; null when no dealer was audited. */
            averageScore: components["schemas"]["ComplianceScore"] | null;
            /**
             * Format: int32
             * @description Audited dealers whose latest score is below the score threshold.
             */
            belowThresholdDealers: number;
        };
        /** @description One dealer's latest completed audit in the period, with its category results. */
        ComplianceDealerReportRow: {
            /** @description The dealer. */
            dealerCode: components["schemas"]["DealerCode"];
            /** @description Dealer name. */
            dealerName: string;
            /** @description Region of the dealer. */
            regionName?: string;
            /** @description District of the dealer. */
            districtName?: string;
            /**
             * Format: int32
             * @description The audit (links to /compliance/viewDealerReport/{reportId}).
             */
            reportId: number;
            /**
             * Format: date
             * @description Day of the audit.
             */
            auditDate: string;
            /** @description Overall score of the audit. */
            overallScore: components["schemas"]["ComplianceScore"];
            /** @description Verdict of the audit. */
            compliant: boolean;
            /** @description The score is below the score threshold. */
            belowThreshold: boolean;
            /** @description Category results of the audit. */
            categories: components["schemas"]["ComplianceCategoryResult"][];
        };
        /** @description Shape not shown in the spec; designed for the dealer compliance report (one row per audited dealer, then totals). */
        ComplianceDealerReport: {
            /** @description One row per audited dealer, by dealer name. */
            rows: components["schemas"]["ComplianceDealerReportRow"][];
            /** @description Totals over every dealer in the filter. */
            totals: components["schemas"]["ComplianceCounts"];
        };
        /** @description One district of a region with its counts and rates. */
        ComplianceAggregateRow: components["schemas"]["ComplianceCounts"] & {
            /** @description The OEM whose region and district these are. Each OEM names its own districts, so a report over every OEM has several districts of one name; this tells them apart. */
            oemName: string;
            /**
             * Format: int32
             * @description Region id.
             */
            regionId: number;
            /** @description Region name. */
            regionName: string;
            /**
             * Format: int32
             * @description District id.
             */
            districtId: number;
            /** @description District name. */
            districtName: string;
            /** @description The district's average score is below the score threshold. */
            belowThreshold: boolean;
        };
        /** @description Shape not shown in the spec; designed for the compliance aggregate report: one page of district rows (grouped by region) and the totals over all rows. */
        ComplianceAggregateReportPage: {
            /** @description The district rows of this page, in the requested order (default region, then district name). */
            content: components["schemas"]["ComplianceAggregateRow"][];
            page: components["schemas"]["PageInfo"];
            /** @description Totals over every row of the report, not just this page. */
            totals: components["schemas"]["ComplianceCounts"];
            /** @description The filter the report was computed for, with the period resolved to its dates (the current period when the request named none), so the page can say what it shows and the chart beside the table can ask for the same rows. */
            filter: components["schemas"]["ComplianceReportFilter"];
        };
        /** @description One CRM provider with the counts and rates of the dealers using it. */
        CrmComplianceAggregateRow: components["schemas"]["ComplianceCounts"] & {
            /**
             * Format: int32
             * @description CRM provider id.
             */
            crmId: number;
            /** @description CRM provider name. */
            crmName: string;
            /** @description The provider's average score is below the score threshold. */
            belowThreshold: boolean;
        };
        /** @description Shape not shown in the spec; designed for the CRM compliance aggregate report (one row per CRM provider, then totals). */
        CrmComplianceAggregateReport: {
            /** @description One row per CRM provider, by provider name. */
            rows: components["schemas"]["CrmComplianceAggregateRow"][];
            /** @description Totals over every dealer in the filter. */
            totals: components["schemas"]["ComplianceCounts"];
        };
        /** @description A dealer whose latest completed audit in the period is not compliant. */
        ComplianceNonCompliantRow: {
            /**
             * Format: int32
             * @description The dealer's provider, the CRM (CRM report) or the website provider (website provider report).
             */
            providerId: number;
            /** @description Name of that provider. */
            providerName: string;
            /** @description The dealer. */
            dealerCode: components["schemas"]["DealerCode"];
            /** @description Dealer name. */
            dealerName: string;
            /** @description Region of the dealer. */
            regionName?: string;
            /** @description District of the dealer. */
            districtName?: string;
            /**
             * Format: int32
             * @description The audit (links to /compliance/viewDealerReport/{reportId}).
             */
            reportId: number;
            /**
             * Format: date
             * @description Day of the audit.
             */
            auditDate: string;
            /** @description Overall score of the audit. */
            overallScore: components["schemas"]["ComplianceScore"];
            /** @description Names of the categories found not compliant, mandatory ones first. */
            failedCategories: string[];
        };
        /** @description Shape not shown in the spec; designed for the CRM non-compliant and the website provider (DWCP) non-compliant reports: the non-compliant dealers grouped by provider, then totals. */
        ComplianceNonCompliantReport: {
            /** @description One row per non-compliant dealer, by provider name then dealer name. */
            rows: components["schemas"]["ComplianceNonCompliantRow"][];
            /** @description Totals over every dealer in the filter. */
            totals: components["schemas"]["ComplianceCounts"];
        };
        /** @description The choices made so far in the dealer report filter; each narrows the next list. */
        ComplianceDealerReportFilterRequest: {
            auditType: components["schemas"]["AuditType"];
            /**
             * Format: int32
             * @description Chosen OEM.
             */
            oemId?: number;
            /**
             * Format: int32
             * @description Chosen region.
             */
            regionId?: number;
            /**
             * Format: int32
             * @description Chosen district.
             */
            districtId?: number;
        };
        /** @description Shape not shown in the spec; designed for the cascading filter of the dealer compliance report: the regions of the chosen OEM, the districts of the chosen region, the dealers with completed audits of the audit type, and the reporting periods. */
        ComplianceDealerReportFilterOptions: {
            /** @description Regions of the chosen OEM (of the caller's OEM when none is chosen). */
            regions: components["schemas"]["Region"][];
            /** @description Districts of the chosen region; empty while no region is chosen. */
            districts: components["schemas"]["District"][];
            /** @description Dealers within the choices that have a completed audit of the audit type, limited to the dealers the caller may see. */
            dealers: components["schemas"]["DealerSummary"][];
            /** @description Reporting periods, newest first. */
            periods: components["schemas"]["ReportPeriod"][];
        };
        /** @description Shape not shown in the spec; designed for the downloads list of the compliance page: one period whose completed reports (and their files) can be downloaded together. */
        ComplianceAvailableDownload: {
            /**
             * Format: int32
             * @description The period; `downloadAllReports` takes it.
             */
            periodId: number;
            /** @description Period label, e.g. "Q2 2025". */
            label: string;
            /**
             * Format: date
             * @description First day of the period.
             */
            dateFrom: string;
            /**
             * Format: date
             * @description Last day of the period.
             */
            dateTo: string;
            /**
             * Format: int32
             * @description Completed reports in the period that the caller may see.
             */
            reportCount: number;
            /**
             * Format: int32
             * @description Files attached to those reports.
             */
            fileCount: number;
        };
        /** @description Which completed reports to put in the zip: a period (or explicit dates) of one audit type, optionally narrowed by OEM, region, district or dealer. Each report is a PDF, with its files in a folder named after the report. */
        ComplianceDownloadRequest: {
            auditType: components["schemas"]["AuditType"];
            /**
             * Format: int32
             * @description A period from `report/availableDownloads`; ignored when dateFrom or dateTo is given.
             */
            periodId?: number;
            /**
             * Format: date
             * @description Audits on or after this day.
             */
            dateFrom?: string;
            /**
             * Format: date
             * @description Audits on or before this day.
             */
            dateTo?: string;
            /**
             * Format: int32
             * @description Audits of this OEM.
             */
            oemId?: number;
            /**
             * Format: int32
             * @description Dealers of this region.
             */
            regionId?: number;
            /**
             * Format: int32
             * @description Dealers of this district.
             */
            districtId?: number;
            /** @description One dealer. */
            dealerCode?: components["schemas"]["DealerCode"];
            /**
             * @description Put each report's attached files in the zip too.
             * @default true
             */
            includeFiles: boolean;
        };
        /** @description A report the portal knows: the q query parameter of the reports route and the {reportName} of `reports/generate`. The nine compliance names are those of portal-shell §2.1; a menu URL ending in the name allows the report. */
        ReportName: string & ("concierge" | "shopperContact" | "salesConversion" | "affinityDealerSales" | "ComplianceAggregateReport" | "ComplianceDealerReport" | "ComplianceScorecardReport" | "DRSComplianceDealerReport" | "DWCPWebproviderNonCompliantReport" | "CRMComplianceAggregateReport" | "CRMNonCompliantReport" | "DRSComplianceAggregateReport" | "DRSNonComplianceAuditReport");
        /**
         * @description The reports that have page data (`reports/dataPage`).
         * @enum {string}
         */
        ReportDataPageName: "concierge" | "affinityDealerSales" | "shopperContact";
        /**
         * @description File format of a report export.
         * @enum {string}
         */
        ReportExportFormat: "csv" | "xlsx" | "pdf";
        /** @description Shape not shown in the spec; designed as the union of the filter fields a report form may hold (see `getReportForm`): each report reads the fields its form shows and ignores the others. The period is a periodId from `filter/getPeriodForReport` or explicit dates; without either, the report's current period applies. Rows are limited to the dealers the caller may see. */
        ReportFilter: {
            /**
             * Format: int32
             * @description Data of this OEM (admins; other users are held to their own OEM).
             */
            oemId?: number;
            /**
             * Format: int32
             * @description Dealers of this region.
             */
            regionId?: number;
            /**
             * Format: int32
             * @description Dealers of this district.
             */
            districtId?: number;
            /** @description One dealer. */
            dealerCode?: components["schemas"]["DealerCode"];
            /**
             * Format: int32
             * @description A period of the report; ignored when dateFrom or dateTo is given.
             */
            periodId?: number;
            /**
             * Format: date
             * @description Data on or after this day (YYYY-MM-DD).
             */
            dateFrom?: string;
            /**
             * Format: date
             * @description Data on or before this day (YYYY-MM-DD).
             */
            dateTo?: string;
            auditType?: components["schemas"]["AuditType"];
            /**
             * Format: int32
             * @description One CRM provider (CRM compliance reports).
             */
            crmId?: number;
            /**
             * Format: int32
             * @description One website provider (website provider non-compliant report).
             */
            providerId?: number;
            /** @description Compliance reports flag rows whose score is below this. */
            scoreThreshold?: components["schemas"]["ComplianceScore"];
        };
        /** @description One column of a report table. */
        ReportColumn: {
            /** @description Key of the column's value in each row. */
            key: string;
            /** @description Column heading, an i18n key (the raw text is shown when no translation exists). */
            label: string;
            /**
             * @description How the value is shown and sorted.
             * @enum {string}
             */
            type: "text" | "integer" | "number" | "percent" | "currency" | "date" | "seconds";
        };
        /** @description Shape not shown in the spec; designed as a self-describing table (columns, rows, totals) so the engine's table and chart blocks render any report without per-report code. */
        ReportTable: {
            /** @description The columns, in display order. */
            columns: components["schemas"]["ReportColumn"][];
            /** @description The rows; each maps column keys to values. */
            rows: components["schemas"]["ReportRow"][];
            /** @description The totals row, when the report has one. */
            totals?: components["schemas"]["ReportRow"] | null;
        };
        /** @description One row of a report table, keyed by column key; a missing key or null is an empty cell. */
        ReportRow: {
            [key: string]: string | number | boolean | null;
        };
        /** @description The dealer aggregated data and the dealer detail data of a report. */
        CommonReport: {
            /** @description Aggregated by region and district, with totals. */
            dealerAggregatedReportData: components["schemas"]["ReportTable"];
            /** @description One row per dealer. */
            dealerReportData: components["schemas"]["ReportTable"];
        };
        /** @description One region's leads and matched sales for one lead type. */
        SalesConversionRegionRow: {
            /**
             * Format: int32
             * @description Region id.
             */
            regionId: number;
            /** @description Region name. */
            regionName: string;
            leadType: components["schemas"]["LeadType"];
            /**
             * Format: int32
             * @description Dealers of the region with leads of the lead type.
             */
            dealers: number;
            /**
             * Format: int32
             * @description Leads of the lead type in the period.
             */
            leads: number;
            /**
             * Format: int32
             * @description Those leads matched to a sale.
             */
            sales: number;
            /** @description sales / leads in percent, one decimal; null without leads. */
            closeRate: number | null;
            /** @description The close rate is below closeRateThreshold. */
            belowCloseRateThreshold: boolean;
        };
        /** @description One dealer's leads and matched sales for one lead type. */
        DealerSalesMatchRow: {
            /** @description The dealer. */
            dealerCode: components["schemas"]["DealerCode"];
            /** @description Dealer name. */
            dealerName: string;
            /** @description Region of the dealer. */
            regionName?: string;
            /** @description District of the dealer. */
            districtName?: string;
            leadType: components["schemas"]["LeadType"];
            /**
             * Format: int32
             * @description Leads of the lead type in the period.
             */
            leads: number;
            /**
             * Format: int32
             * @description Those leads matched to a sale.
             */
            sales: number;
            /** @description sales / leads in percent, one decimal; null without leads. */
            closeRate: number | null;
            /** @description The dealer has at least leadThreshold leads (dealers below it are not rated). */
            meetsLeadThreshold: boolean;
            /** @description The dealer meets the lead threshold and its close rate is below closeRateThreshold. */
            belowCloseRateThreshold: boolean;
        };
        /** @description The result of a report (business-areas §3 "Report results"). Which parts are filled depends on the report: concierge fills conciergeReportData; salesConversion fills the region lists and dealer detail matches per lead type (only the one of reportLeadType when it is given; the others are empty); every other report fills commonReport. Parts a report does not fill are null or empty. */
        ReportResults: {
            reportName: components["schemas"]["ReportName"];
            /** @description The concierge report table; null for other reports. */
            conciergeReportData: components["schemas"]["ReportTable"] | null;
            /** @description Dealer aggregated and dealer detail data; null for concierge and salesConversion. */
            commonReport: components["schemas"]["CommonReport"] | null;
            /** @description Sales conversion by region for NEW leads. */
            regionListNew: components["schemas"]["SalesConversionRegionRow"][];
            /** @description Sales conversion by region for CPO leads. */
            regionListCpo: components["schemas"]["SalesConversionRegionRow"][];
            /** @description Sales conversion by region for USED leads. */
            regionListUsed: components["schemas"]["SalesConversionRegionRow"][];
            /** @description Sales conversion by dealer for NEW leads. */
            dealerDetailMatchsNew: components["schemas"]["DealerSalesMatchRow"][];
            /** @description Sales conversion by dealer for CPO leads. */
            dealerDetailMatchsCpo: components["schemas"]["DealerSalesMatchRow"][];
            /** @description Sales conversion by dealer for USED leads. */
            dealerDetailMatchsUsed: components["schemas"]["DealerSalesMatchRow"][];
        };
        /** @description Shape not shown in the spec; designed for the select boxes of the report filter forms, limited to what the caller may see (an OEM user gets only its OEM, a dealer only itself). */
        ReportSelectData: {
            /** @description OEMs the caller may report on. */
            oems: components["schemas"]["Oem"][];
            /** @description Regions of those OEMs. */
            regions: components["schemas"]["Region"][];
            /** @description Districts of those regions. */
            districts: components["schemas"]["District"][];
            /** @description Dealers the caller may report on. */
            dealers: components["schemas"]["DealerSummary"][];
            /** @description Lead types, in the order NEW, CPO, USED. */
            leadTypes: components["schemas"]["LeadType"][];
        };
        /** @description One field of a report's filter form. */
        ReportFormField: {
            /**
             * @description Where the value goes, a ReportFilter property or a generate query parameter.
             * @enum {string}
             */
            name: "oemId" | "regionId" | "districtId" | "dealerCode" | "periodId" | "dateFrom" | "dateTo" | "auditType" | "crmId" | "providerId" | "scoreThreshold" | "reportLeadType" | "leadThreshold" | "closeRateThreshold";
            /** @description Field label, an i18n key (the raw text is shown when no translation exists). */
            label: string;
            /**
             * @description The input to show.
             * @enum {string}
             */
            type: "select" | "date" | "number" | "percent";
            /** @description The report needs a value. */
            required: boolean;
            /**
             * @description For a select, where its options come from (getDataForSelect lists, the report's periods, the lead or audit types); null otherwise.
             * @enum {string|null}
             */
            optionsSource?: "oems" | "regions" | "districts" | "dealers" | "periods" | "leadTypes" | "auditTypes" | "crms" | "providers" | null;
            /** @description Initial value (a threshold's configured value, the current period id); null for none. */
            defaultValue?: string | number | null;
        };
        /** @description Shape not shown in the spec; designed for the reports page: what the filter form of a report holds and which exports it offers. `id` keys the report's thresholds and periods. */
        ReportForm: {
            /**
             * Format: int32
             * @description Report id for `filter/getThresholds/{id}` and `filter/getPeriodForReport/{id}`.
             */
            id: number;
            name: components["schemas"]["ReportName"];
            /** @description Report title, an i18n key. */
            title: string;
            /** @description The filter fields, in display order. */
            fields: components["schemas"]["ReportFormField"][];
            /** @description The formats the report exports to. */
            exportFormats: components["schemas"]["ReportExportFormat"][];
            /** @description The report has thresholds (`filter/getThresholds/{id}`). */
            hasThresholds: boolean;
            /** @description The report has reporting periods (`filter/getPeriodForReport/{id}`). */
            hasPeriods: boolean;
        };
        /** @description Shape not shown in the spec; designed for the concierge, affinity dealer sales and shopper contact report pages: the data range the report can show and its freshness. */
        ReportDataPage: {
            reportName: components["schemas"]["ReportDataPageName"];
            /** @description Page title, an i18n key. */
            title: string;
            /**
             * Format: date
             * @description First day with data; null when the report has no data yet.
             */
            dataAvailableFrom: string | null;
            /**
             * Format: date
             * @description Last day with data; null when the report has no data yet.
             */
            dataAvailableTo: string | null;
            /**
             * Format: date-time
             * @description When the report data was last loaded; null when never.
             */
            lastRefreshedAt: string | null;
        };
        /** @description Shape not shown in the spec ("thresholds"); designed for the threshold inputs of a report form: the configured value and its allowed range. */
        ReportThreshold: {
            /**
             * @description The form field the threshold fills.
             * @enum {string}
             */
            key: "leadThreshold" | "closeRateThreshold" | "scoreThreshold";
            /** @description Field label, an i18n key. */
            label: string;
            /** @description Configured value. */
            value: number;
            /**
             * @description count (a number of leads) or percent (0–100).
             * @enum {string}
             */
            unit: "count" | "percent";
            /** @description Smallest value the user may enter. */
            minimum: number;
            /** @description Largest value the user may enter. */
            maximum: number;
        };
        /** @description Shape not shown in the spec; designed for the period select of a report: a named date range (month, quarter or year, as the report is configured). */
        ReportPeriod: {
            /**
             * Format: int32
             * @description Period id (the periodId of a filter).
             */
            id: number;
            /** @description Period label, e.g. "Q2 2025". */
            label: string;
            /**
             * Format: date
             * @description First day of the period.
             */
            dateFrom: string;
            /**
             * Format: date
             * @description Last day of the period.
             */
            dateTo: string;
            /** @description The period containing today (US Central time); selected by default. */
            current: boolean;
        };
        /**
         * @description Kind of a resource document, which decides its icon and how it opens.
         * @enum {string}
         */
        ResourceDocumentType: "PDF" | "VIDEO" | "LINK" | "DOCUMENT" | "SPREADSHEET" | "PRESENTATION" | "IMAGE";
        /**
         * @description Language of a resource, a portal language code (English or French).
         * @enum {string}
         */
        ResourceLanguage: "en" | "fr";
        /** @description A category of the resources library. */
        ResourceCategory: {
            /**
             * Format: int32
             * @description Category id (the categoryId filter).
             */
            id: number;
            /** @description Category name. */
            name: string;
        };
        /** @description A product (portal component) resources are filed under. */
        ResourceProduct: {
            /**
             * Format: int32
             * @description Component id (the componentId filter).
             */
            componentId: number;
            /** @description Product name. */
            name: string;
        };
        /** @description Shape not shown in the spec; designed for the filter panel of the Resources page: the choices of each filter, limited to resources of the caller's OEM. */
        ResourceFilterOptions: {
            /** @description Categories, by name. */
            categories: components["schemas"]["ResourceCategory"][];
            /** @description Document types that occur. */
            documentTypes: components["schemas"]["ResourceDocumentType"][];
            /** @description Languages that occur. */
            languages: components["schemas"]["ResourceLanguage"][];
            /** @description Products, by name. */
            products: components["schemas"]["ResourceProduct"][];
        };
        /** @description Shape not shown in the spec; designed for one row of the Resources list. */
        Resource: {
            /**
             * Format: int32
             * @description Resource id.
             */
            id: number;
            /** @description Resource name. */
            name: string;
            /** @description Short description shown under the name. */
            description?: string;
            /**
             * Format: int32
             * @description Product (component) the resource belongs to.
             */
            componentId: number;
            /**
             * Format: int32
             * @description Category id.
             */
            categoryId: number;
            /** @description Category name. */
            categoryName: string;
            documentType: components["schemas"]["ResourceDocumentType"];
            language: components["schemas"]["ResourceLanguage"];
            /**
             * Format: uri
             * @description Where the document opens: the signed address of a stored file (a video plays in the portal's player from it), or an address of a page (a new window).
             */
            url: string;
            /**
             * Format: uri
             * @description Signed address of a video's WebVTT captions, in the resource's language (the player's captions track); absent for resources without captions.
             */
            captionsUrl?: string;
            /**
             * Format: int32
             * @description Size in bytes of a file resource; null for links and videos.
             */
            fileSize?: number | null;
            /**
             * Format: date-time
             * @description When the resource was last changed.
             */
            updatedAt: string;
        };
        /** @description One page of the Resources list. */
        ResourcePage: {
            /** @description The resources of this page, by category then name. */
            content: components["schemas"]["Resource"][];
            page: components["schemas"]["PageInfo"];
        };
        /**
         * @description Kind of payload to look up: LEAD, a lead as received (ADF XML); DISPOSITION, a lead disposition message; SALE, a sales record matched against leads.
         * @enum {string}
         */
        PayloadLookupType: "LEAD" | "DISPOSITION" | "SALE";
        /**
         * @description Processing state of a payload. FAILED payloads have fail details.
         * @enum {string}
         */
        PayloadStatus: "RECEIVED" | "PROCESSED" | "FAILED";
        /** @description One choice of the payload type select. */
        PayloadLookupTypeOption: {
            value: components["schemas"]["PayloadLookupType"];
            /** @description Label, an i18n key. */
            label: string;
        };
        /** @description Shape not shown in the spec; designed for the payload lookup screen's form. */
        PayloadLookupPage: {
            /** @description The payload types the caller may look up. */
            payloadLookupTypes: components["schemas"]["PayloadLookupTypeOption"][];
            defaultPayloadLookupType: components["schemas"]["PayloadLookupType"];
        };
        /** @description The payload lookup (business-areas §3): a payload type and a document id, the id the sending system gave the document (e.g. a lead's source lead id). */
        PayloadLookup: {
            payloadLookupType: components["schemas"]["PayloadLookupType"];
            /** @description Document id to look for (exact match, surrounding spaces ignored). */
            documentId: string;
            /**
             * Format: date
             * @description Payloads received on or after this day (US Central time); absent, from the first.
             */
            receivedDateFrom?: string;
            /**
             * Format: date
             * @description Payloads received on or before this day (US Central time); absent, up to now. 400 when before receivedDateFrom.
             */
            receivedDateTo?: string;
        };
        /** @description Shape not shown in the spec; designed for one row of the payload lookup results. */
        PayloadRecord: {
            /**
             * Format: int32
             * @description Payload id (the id of fail-details, payload-xml and download).
             */
            id: number;
            payloadLookupType: components["schemas"]["PayloadLookupType"];
            /** @description Document id. */
            documentId: string;
            /** @description Dealer the payload is for, when known. */
            dealerCode?: components["schemas"]["DealerCode"];
            /** @description Name of that dealer. */
            dealerName?: string;
            /** @description System or provider that sent the payload. */
            source?: string;
            /**
             * Format: date-time
             * @description When the payload was received.
             */
            receivedAt: string;
            /**
             * Format: date-time
             * @description When processing ended; null while RECEIVED.
             */
            processedAt?: string | null;
            status: components["schemas"]["PayloadStatus"];
        };
        /** @description One page of payload lookup results. */
        PayloadRecordPage: {
            /** @description The payloads of this page, newest first unless sorted otherwise. */
            content: components["schemas"]["PayloadRecord"][];
            page: components["schemas"]["PageInfo"];
        };
        /** @description One reason a payload failed. */
        PayloadFailure: {
            /** @description Machine-readable reason, e.g. `INVALID_XML`, `UNKNOWN_DEALER`, `DUPLICATE`. */
            code: string;
            /** @description Explanation in English. */
            message: string;
            /** @description Where in the payload (an XPath or line:column); null when not tied to a place. */
            location?: string | null;
        };
        /** @description Shape not shown in the spec; designed for the fail-details dialog of a FAILED payload. */
        PayloadFailDetails: {
            /**
             * Format: int32
             * @description Payload id.
             */
            id: number;
            /** @description Document id. */
            documentId: string;
            status: components["schemas"]["PayloadStatus"];
            /**
             * Format: date-time
             * @description When processing failed; null when the payload did not fail.
             */
            failedAt?: string | null;
            /** @description Every reason it failed; empty when it did not fail. */
            failures: components["schemas"]["PayloadFailure"][];
        };
        /**
         * @description The period a dashboard covers, ending today (US Central time): the last 30 or 90 days, the last 12 months, or the year to date. Trends are by week for the last 30 days, else by month.
         * @enum {string}
         */
        DashboardPeriod: "LAST_30_DAYS" | "LAST_90_DAYS" | "LAST_12_MONTHS" | "YEAR_TO_DATE";
        /**
         * @description Whose records the figures count: the caller's dealers (DEALER), the caller's OEM (OEM) or every OEM (ALL, administrators).
         * @enum {string}
         */
        DashboardScopeLevel: "DEALER" | "OEM" | "ALL";
        /** @description Lead figures for the period. */
        LeadPerformanceFigures: {
            /**
             * Format: int32
             * @description Leads received in the period.
             */
            leads: number;
            /**
             * Format: int32
             * @description Of those, the leads with a first response.
             */
            responded: number;
            /** @description Responded leads as a percentage of leads (0 with no leads). */
            responseRate: number;
            /**
             * Format: int32
             * @description Average time to first response in seconds (an override counts instead of the measured time); null with no responded lead.
             */
            averageResponseSeconds: number | null;
            /**
             * Format: int32
             * @description Of those, the leads that ended in a sale.
             */
            sold: number;
            /** @description Sold leads as a percentage of leads (0 with no leads). */
            closeRate: number;
        };
        /** @description Leads of one week or month of the period. */
        LeadTrendPoint: {
            /** @description The week's first day (YYYY-MM-DD) or the month (YYYY-MM). */
            bucket: string;
            /**
             * Format: int32
             * @description Leads received.
             */
            leads: number;
            /**
             * Format: int32
             * @description Of those, responded to.
             */
            responded: number;
            /**
             * Format: int32
             * @description Of those, sold.
             */
            sold: number;
        };
        /** @description The leads of one lead source in the period. */
        LeadSourcePerformance: {
            /** @description The lead source. */
            sourceName: string;
            /**
             * Format: int32
             * @description Leads received from the source.
             */
            leads: number;
            /** @description Percentage responded to. */
            responseRate: number;
            /**
             * Format: int32
             * @description Average time to first response in seconds; null with none responded.
             */
            averageResponseSeconds: number | null;
            /**
             * Format: int32
             * @description Leads sold.
             */
            sold: number;
            /** @description Percentage sold. */
            closeRate: number;
        };
        /** @description The Lead Performance dashboard (key leadPerformance). */
        LeadPerformanceDashboard: {
            period: components["schemas"]["DashboardPeriod"];
            /**
             * Format: date
             * @description First day counted (YYYY-MM-DD, US Central time).
             */
            periodStart: string;
            /**
             * Format: date
             * @description Last day counted, today (YYYY-MM-DD, US Central time).
             */
            periodEnd: string;
            scopeLevel: components["schemas"]["DashboardScopeLevel"];
            /** @description The dealers' names (a dealer user), the OEM's name (OEM staff), or null for every OEM. */
            scopeName: string | null;
            figures: components["schemas"]["LeadPerformanceFigures"];
            /** @description Leads by week or month, oldest first. */
            trend: components["schemas"]["LeadTrendPoint"][];
            /** @description Leads by source, most leads first. */
            sources: components["schemas"]["LeadSourcePerformance"][];
        };
        /**
         * @description The audits a compliance dashboard counts (website DWCP audits, digital retailing DRS audits); absent counts both.
         * @enum {string}
         */
        ComplianceAuditType: "DWCP" | "DRS";
        /** @description Compliance audit figures for the period (completed dealer audits). */
        ComplianceFigures: {
            /**
             * Format: int32
             * @description Dealer audits dated in the period.
             */
            audits: number;
            /**
             * Format: int32
             * @description Dealers with at least one of them.
             */
            dealersAudited: number;
            /** @description Average overall score of the scored audits; null with none. */
            averageScore: number | null;
            /** @description Audits found compliant, as a percentage of audits with a verdict (0 with none). */
            compliantRate: number;
        };
        /** @description Audits of one week or month of the period. */
        ComplianceTrendPoint: {
            /** @description The week's first day (YYYY-MM-DD) or the month (YYYY-MM). */
            bucket: string;
            /**
             * Format: int32
             * @description Audits dated in it.
             */
            audits: number;
            /** @description Their average overall score; null with none scored. */
            averageScore: number | null;
        };
        /** @description The audits of one region in the period. */
        ComplianceRegionSummary: {
            /** @description The region (empty for dealers without one). */
            regionName: string;
            /**
             * Format: int32
             * @description Audits.
             */
            audits: number;
            /**
             * Format: int32
             * @description Dealers audited.
             */
            dealersAudited: number;
            /** @description Average overall score; null with none scored. */
            averageScore: number | null;
            /** @description Percentage found compliant. */
            compliantRate: number;
        };
        /** @description The Compliance (key compliance) and Website Compliance (key websiteCompliance, DWCP audits) dashboards. */
        ComplianceDashboard: {
            period: components["schemas"]["DashboardPeriod"];
            /**
             * Format: date
             * @description First day counted (YYYY-MM-DD, US Central time).
             */
            periodStart: string;
            /**
             * Format: date
             * @description Last day counted, today (YYYY-MM-DD, US Central time).
             */
            periodEnd: string;
            scopeLevel: components["schemas"]["DashboardScopeLevel"];
            /** @description The dealers' names (a dealer user), the OEM's name (OEM staff), or null for every OEM. */
            scopeName: string | null;
            auditType?: components["schemas"]["ComplianceAuditType"];
            figures: components["schemas"]["ComplianceFigures"];
            /** @description Audits by week or month, oldest first. */
            trend: components["schemas"]["ComplianceTrendPoint"][];
            /** @description Audits by region, by name. */
            regions: components["schemas"]["ComplianceRegionSummary"][];
        };
        /** @description Retailer figures for the period. */
        RetailerPerformanceFigures: {
            /**
             * Format: int32
             * @description Active retailers (dealers) in scope.
             */
            retailers: number;
            /**
             * Format: int32
             * @description Leads they received in the period.
             */
            leads: number;
            /**
             * Format: int32
             * @description Of those, sold.
             */
            sold: number;
            /**
             * Format: int32
             * @description Average time to first response in seconds; null with none responded.
             */
            averageResponseSeconds: number | null;
            /** @description Average overall score of their audits in the period; null with none scored. */
            averageComplianceScore: number | null;
        };
        /** @description The leads of one region's retailers in the period. */
        RetailerRegionPoint: {
            /** @description The region (empty for retailers without one). */
            regionName: string;
            /**
             * Format: int32
             * @description Leads received.
             */
            leads: number;
            /**
             * Format: int32
             * @description Leads sold.
             */
            sold: number;
        };
        /** @description One retailer's performance in the period. */
        RetailerPerformanceRow: {
            /** @description The retailer's dealer code. */
            dealerCode: string;
            /** @description The retailer's name. */
            dealerName: string;
            /** @description Its region (empty without one). */
            regionName: string;
            /**
             * Format: int32
             * @description Leads received.
             */
            leads: number;
            /** @description Percentage responded to. */
            responseRate: number;
            /**
             * Format: int32
             * @description Average time to first response in seconds; null with none responded.
             */
            averageResponseSeconds: number | null;
            /**
             * Format: int32
             * @description Leads sold.
             */
            sold: number;
            /** @description Percentage sold. */
            closeRate: number;
            /** @description Average overall score of its audits in the period; null with none scored. */
            averageComplianceScore: number | null;
        };
        /** @description The Retailer Performance dashboard (key retailerPerformance). */
        RetailerPerformanceDashboard: {
            period: components["schemas"]["DashboardPeriod"];
            /**
             * Format: date
             * @description First day counted (YYYY-MM-DD, US Central time).
             */
            periodStart: string;
            /**
             * Format: date
             * @description Last day counted, today (YYYY-MM-DD, US Central time).
             */
            periodEnd: string;
            scopeLevel: components["schemas"]["DashboardScopeLevel"];
            /** @description The dealers' names (a dealer user), the OEM's name (OEM staff), or null for every OEM. */
            scopeName: string | null;
            figures: components["schemas"]["RetailerPerformanceFigures"];
            /** @description Leads by region, by name. */
            regions: components["schemas"]["RetailerRegionPoint"][];
            /** @description Retailers by leads received, most first (at most 500). */
            retailers: components["schemas"]["RetailerPerformanceRow"][];
        };
        /** @description Digital retailing (DRS) figures. */
        DigitalRetailFigures: {
            /**
             * Format: int32
             * @description Dealers with an active digital retailing subscription today.
             */
            subscribedDealers: number;
            /**
             * Format: int32
             * @description Active digital retailing subscriptions today.
             */
            activeSubscriptions: number;
            /** @description Their monthly price, summed (USD). */
            monthlyRevenue: number;
            /**
             * Format: int32
             * @description Digital retailing subscriptions that started in the period.
             */
            newSubscriptions: number;
            /** @description Average overall score of the DRS audits in the period; null with none scored. */
            averageAuditScore: number | null;
        };
        /** @description One digital retailing provider's active subscriptions. */
        DigitalRetailProvider: {
            /** @description The provider. */
            providerName: string;
            /**
             * Format: int32
             * @description Dealers subscribed today.
             */
            dealers: number;
            /**
             * Format: int32
             * @description Active subscriptions today.
             */
            activeSubscriptions: number;
            /** @description Their monthly price, summed (USD). */
            monthlyRevenue: number;
            /**
             * Format: int32
             * @description Subscriptions started in the period.
             */
            newSubscriptions: number;
        };
        /** @description The Digital Retail dashboard (key digitalRetail). */
        DigitalRetailDashboard: {
            period: components["schemas"]["DashboardPeriod"];
            /**
             * Format: date
             * @description First day counted (YYYY-MM-DD, US Central time).
             */
            periodStart: string;
            /**
             * Format: date
             * @description Last day counted, today (YYYY-MM-DD, US Central time).
             */
            periodEnd: string;
            scopeLevel: components["schemas"]["DashboardScopeLevel"];
            /** @description The dealers' names (a dealer user), the OEM's name (OEM staff), or null for every OEM. */
            scopeName: string | null;
            figures: components["schemas"]["DigitalRetailFigures"];
            /** @description Subscriptions by provider, most first. */
            providers: components["schemas"]["DigitalRetailProvider"][];
        };
        /** @description Where the period's shoppers (its leads) got to. */
        ShopperJourneyFigures: {
            /**
             * Format: int32
             * @description Shoppers who sent a lead in the period.
             */
            shoppers: number;
            /**
             * Format: int32
             * @description Of those, contacted by the dealer (a first response).
             */
            contacted: number;
            /**
             * Format: int32
             * @description Of those, with a recorded conversation (a disposition or a communication).
             */
            engaged: number;
            /**
             * Format: int32
             * @description Of those, who bought.
             */
            sold: number;
            /** @description Sold as a percentage of shoppers (0 with none). */
            conversionRate: number;
        };
        /** @description The shoppers of one vehicle model in the period. */
        ShopperJourneyModel: {
            /** @description The model the shopper asked about (empty when none was named). */
            vehicleModel: string;
            /**
             * Format: int32
             * @description Shoppers.
             */
            shoppers: number;
            /**
             * Format: int32
             * @description Of those, contacted.
             */
            contacted: number;
            /**
             * Format: int32
             * @description Of those, sold.
             */
            sold: number;
            /** @description Percentage sold. */
            conversionRate: number;
        };
        /** @description The Shopper Journey dashboard (key shopperJourney). */
        ShopperJourneyDashboard: {
            period: components["schemas"]["DashboardPeriod"];
            /**
             * Format: date
             * @description First day counted (YYYY-MM-DD, US Central time).
             */
            periodStart: string;
            /**
             * Format: date
             * @description Last day counted, today (YYYY-MM-DD, US Central time).
             */
            periodEnd: string;
            scopeLevel: components["schemas"]["DashboardScopeLevel"];
            /** @description The dealers' names (a dealer user), the OEM's name (OEM staff), or null for every OEM. */
            scopeName: string | null;
            figures: components["schemas"]["ShopperJourneyFigures"];
            /** @description Shoppers by vehicle model, most first (at most 100). */
            models: components["schemas"]["ShopperJourneyModel"][];
        };
        /** @description Who uses the portal. */
        PortalUsageFigures: {
            /**
             * Format: int32
             * @description Active accounts in scope.
             */
            users: number;
            /**
             * Format: int32
             * @description Of those, signed in during the period (last sign-in).
             */
            activeUsers: number;
            /**
             * Format: int32
             * @description Of those, never signed in.
             */
            neverSignedIn: number;
            /**
             * Format: int32
             * @description Impersonations of users in scope started in the period.
             */
            impersonations: number;
            /**
             * Format: int32
             * @description Contact Us messages sent by users in scope in the period.
             */
            contactMessages: number;
        };
        /** @description Users whose last sign-in fell in one week or month of the period. */
        PortalUsageTrendPoint: {
            /** @description The week's first day (YYYY-MM-DD) or the month (YYYY-MM). */
            bucket: string;
            /**
             * Format: int32
             * @description Users last signed in then.
             */
            users: number;
        };
        /** @description The accounts of one role. */
        PortalUsageRole: {
            /** @description The role (Dealer, OEM, admin, …). */
            role: string;
            /**
             * Format: int32
             * @description Active accounts.
             */
            users: number;
            /**
             * Format: int32
             * @description Signed in during the period.
             */
            activeUsers: number;
            /**
             * Format: int32
             * @description Never signed in.
             */
            neverSignedIn: number;
        };
        /** @description The Portal Usage dashboard (key portalUsage). */
        PortalUsageDashboard: {
            period: components["schemas"]["DashboardPeriod"];
            /**
             * Format: date
             * @description First day counted (YYYY-MM-DD, US Central time).
             */
            periodStart: string;
            /**
             * Format: date
             * @description Last day counted, today (YYYY-MM-DD, US Central time).
             */
            periodEnd: string;
            scopeLevel: components["schemas"]["DashboardScopeLevel"];
            /** @description The dealers' names (a dealer user), the OEM's name (OEM staff), or null for every OEM. */
            scopeName: string | null;
            figures: components["schemas"]["PortalUsageFigures"];
            /** @description Users by the week or month of their last sign-in, oldest first. */
            trend: components["schemas"]["PortalUsageTrendPoint"][];
            /** @description Accounts by role, most first. */
            roles: components["schemas"]["PortalUsageRole"][];
        };
        /** @description The portal's accounts and what happened in the period. */
        AdminOverviewFigures: {
            /**
             * Format: int32
             * @description Active accounts.
             */
            users: number;
            /**
             * Format: int32
             * @description Of those, signed in during the period.
             */
            activeUsers: number;
            /**
             * Format: int32
             * @description Accounts locked now after failed sign-ins.
             */
            lockedUsers: number;
            /**
             * Format: int32
             * @description Impersonations started in the period.
             */
            impersonations: number;
            /**
             * Format: int32
             * @description Integration events logged with status ERROR in the period.
             */
            errors: number;
        };
        /** @description An account locked after failed sign-ins. */
        LockedAccount: {
            /** @description The login name. */
            loginName: string;
            /** @description The user's name. */
            userName: string;
            /** @description The role. */
            role: string;
            /** @description The user's OEM. */
            oemName: string;
            /**
             * Format: int32
             * @description Failed sign-ins in a row.
             */
            failedLoginCount: number;
            /**
             * Format: date-time
             * @description When the lock ends.
             */
            lockedUntil: string;
        };
        /** @description One impersonation. */
        ImpersonationRecord: {
            /**
             * Format: int32
             * @description The record's id.
             */
            id: number;
            /** @description The administrator who acted. */
            adminLogin: string;
            /** @description The user acted as. */
            userLogin: string;
            /**
             * Format: date-time
             * @description When it started.
             */
            startedAt: string;
            /**
             * Format: date-time
             * @description When it was stopped; null while open or when the session ended without a stop.
             */
            endedAt: string | null;
        };
        /** @description An integration event logged with status ERROR. */
        RecentError: {
            /**
             * Format: int32
             * @description The log entry's id.
             */
            id: number;
            /**
             * Format: date-time
             * @description When it was logged.
             */
            receivedAt: string;
            /** @description The event type. */
            eventType: string;
            /** @description The OEM. */
            oemName: string;
            /** @description The dealer, when the event concerns one. */
            dealerCode: string | null;
            /** @description What went wrong. */
            message: string;
        };
        /** @description The Admin Portal page (administrators only). */
        AdminOverview: {
            period: components["schemas"]["DashboardPeriod"];
            /**
             * Format: date
             * @description First day counted (YYYY-MM-DD, US Central time).
             */
            periodStart: string;
            /**
             * Format: date
             * @description Last day counted, today (YYYY-MM-DD, US Central time).
             */
            periodEnd: string;
            scopeLevel: components["schemas"]["DashboardScopeLevel"];
            /** @description The dealers' names (a dealer user), the OEM's name (OEM staff), or null for every OEM. */
            scopeName: string | null;
            figures: components["schemas"]["AdminOverviewFigures"];
            /** @description Accounts by role, most first. */
            roles: components["schemas"]["PortalUsageRole"][];
            /** @description Accounts locked now, the latest lock end first (at most 100). */
            lockedAccounts: components["schemas"]["LockedAccount"][];
            /** @description Impersonations started in the period, newest first (at most 100). */
            impersonations: components["schemas"]["ImpersonationRecord"][];
            /** @description Error events of the period, newest first (at most 100). */
            recentErrors: components["schemas"]["RecentError"][];
        };
        /** @description The Log Viewer's page data, the choices and defaults of its filter. */
        LogViewerPage: {
            /** @description The event types to filter by. The value None is added first: it means "no event type filter", and the server answers it as the first entry so the client shows the list as given. */
            eventTypes: string[];
            /**
             * Format: date
             * @description Default start of the received-date filter (YYYY-MM-DD).
             */
            receivedDateFrom: string;
            /**
             * Format: date
             * @description Default end of the received-date filter, today in US Central time (YYYY-MM-DD).
             */
            receivedDateTo: string;
        };
        /** @description Filters of the Log Viewer (kept in local storage under FILTER_SETTINGS_…, dates as YYYY-MM-DD). Shape not shown in the spec; designed for the filter panel. */
        LogViewerSearch: {
            /** @description Events of this dealer; without it, every dealer the caller may see. */
            dealerCode?: components["schemas"]["DealerCode"];
            /** @description One of the page data's event types; None (or absent) means every type. */
            eventType?: string;
            /** @description Events about this document (e.g. a lead's source lead id). */
            documentId?: string;
            /**
             * Format: date
             * @description Events received on or after this day (US Central time).
             */
            receivedDateFrom: string;
            /**
             * Format: date
             * @description Events received on or before this day (US Central time).
             */
            receivedDateTo: string;
        };
        /** @description Shape not shown in the spec; designed for one row of the Log Viewer table. */
        LogEntry: {
            /**
             * Format: int32
             * @description Log entry id.
             */
            id: number;
            /**
             * Format: date-time
             * @description When the event was received.
             */
            receivedAt: string;
            /** @description Event type. */
            eventType: string;
            /** @description Dealer the event is about, when any. */
            dealerCode?: components["schemas"]["DealerCode"];
            /** @description Document the event is about (e.g. a lead's source lead id); null when none. */
            documentId?: string | null;
            /**
             * @description Outcome of the event.
             * @enum {string}
             */
            status: "SUCCESS" | "WARNING" | "ERROR";
            /** @description What happened, in English. */
            message: string;
        };
        /** @description One page of log entries. */
        LogEntryPage: {
            /** @description The entries of this page, newest first unless sorted otherwise. */
            content: components["schemas"]["LogEntry"][];
            page: components["schemas"]["PageInfo"];
        };
        /** @description The Log Viewer search result (business-areas §3 "response, firstSubscribeDate"). */
        LogSearchResult: {
            /** @description The matching log entries. */
            response: components["schemas"]["LogEntryPage"];
            /**
             * Format: date
             * @description The day the dealer (of the filter, or the caller's dealer) first subscribed; no events exist before it, so the screen starts the date picker there. Null when not known or several dealers are searched.
             */
            firstSubscribeDate: string | null;
        };
        /** @description Shape not shown in the spec; designed for the notificationsUnsubscription page opened from the link of a notification e-mail: which e-mail address stopped receiving which notification, with the message to show and the offer to subscribe to all again. */
        NotificationUnsubscription: {
            /** @description True when the address is (now, or already was) unsubscribed. */
            success: boolean;
            /** @description Message to show, e.g. "You have been unsubscribed". */
            message: string;
            /**
             * Format: email
             * @description The address the notification was sent to.
             */
            email: string;
            /** @description Name of the notification the address no longer receives. */
            notificationName: string;
            /** @description The address had been unsubscribed before this link was opened. */
            alreadyUnsubscribed?: boolean;
        };
        /** @description Subscribe the address of an unsubscription link to every notification again. */
        NotificationSubscribeAll: {
            /** @description The id of the unsubscription link (from its id query parameter). */
            id: string;
        };
        /** @description The Contact Us form. Name, email and message are required (This field is required.); the email must look valid (The email address does not appear to be valid.). Values are trimmed. Text fields are at most 250 characters; the message, designed here, at most 4000. */
        ContactUsRequest: {
            /** @description Name of the person asking. */
            name: string;
            /**
             * Format: email
             * @description Where support replies.
             */
            email: string;
            /**
             * Format: phone
             * @description Optional phone number, xxx-xxxxxxx or (xxx) xxx-xxxx.
             */
            phone?: string;
            /** @description Optional subject line. */
            subject?: string;
            /** @description The question or request. */
            message: string;
        };
        /** @description Shape not shown in the spec; designed for support's list of received Contact Us messages. */
        ContactUsMessage: {
            /**
             * Format: int32
             * @description Message id.
             */
            id: number;
            /** @description Name the sender gave. */
            name: string;
            /** @description Where support replies. */
            email: string;
            /** @description Phone the sender gave, if any. */
            phone?: string | null;
            /** @description Subject line, if any. */
            subject?: string | null;
            /** @description The question or request. */
            message: string;
            /** @description The signed-in user who sent it; null when that account was deleted since. */
            loginName?: string | null;
            /** @description The admin who sent it while impersonating loginName; null otherwise. */
            impersonatorLogin?: string | null;
            /** @description The sender's dealer, when the sender acts for one. */
            dealerCode?: string | null;
            /**
             * Format: date-time
             * @description When the message was received.
             */
            createdAt: string;
            deliveryStatus: components["schemas"]["ContactDeliveryStatus"];
            /**
             * Format: int32
             * @description How many times forwarding to the support desk was tried.
             */
            deliveryAttempts: number;
            /** @description Why the last try failed (the desk's answer or the network error); null once sent or never tried. */
            deliveryError?: string | null;
            /**
             * Format: date-time
             * @description When the support desk accepted the message; null until then.
             */
            deliveredAt?: string | null;
            /**
             * Format: date-time
             * @description When a FAILED message is tried again by itself; null when it is not (sent, never forwarded, or out of automatic tries: an administrator sends it again).
             */
            nextDeliveryAt?: string | null;
        };
        /** @description One page of Contact Us messages, newest first. */
        ContactUsMessagePage: {
            /** @description The messages of this page. */
            content: components["schemas"]["ContactUsMessage"][];
            page: components["schemas"]["PageInfo"];
        };
        /**
         * @description Shape not shown in the spec; designed so a message is never lost when sending fails. The message is stored first, then forwarded to the support desk (CONTACT_US_FORWARD_URL): PENDING while that is under way, SENT once the desk accepted it, FAILED when the desk refused it or could not be reached (tried again later, backing off), INBOX_ONLY when no desk is configured and support reads it in the admins' inbox.
         * @enum {string}
         */
        ContactDeliveryStatus: "PENDING" | "SENT" | "FAILED" | "INBOX_ONLY";
        /** @description Id of a screen definition (schemas/screens/<area>/<id>.json), camelCase. */
        ScreenId: string;
        /** @description The name the user gave the view; trimmed, not blank, unique per user and screen (without case). */
        SavedViewName: string;
        /** @description The sort order of the table. */
        SavedViewSort: {
            /** @description Id of the sorted column of the screen's table. */
            column: string;
            /**
             * @description Ascending or descending.
             * @enum {string}
             */
            direction: "asc" | "desc";
        };
        /** @description What the view restores: the applied filters (as the filters block stores them under FILTER_SETTINGS_<screen id>, dates as YYYY-MM-DD), the sort, the hidden columns, the column widths and the row density. Absent members leave the screen's default. */
        SavedViewState: {
            /** @description Filter field → applied value. */
            filters?: {
                [key: string]: (string | number | boolean) | (string | number | boolean)[];
            };
            sort?: components["schemas"]["SavedViewSort"];
            /** @description Ids of the columns the user hid. */
            hiddenColumns?: string[];
            /** @description Column id → width in pixels the user dragged it to. */
            columnWidths?: {
                [key: string]: number;
            };
            /**
             * @description Row height.
             * @enum {string}
             */
            density?: "compact" | "standard";
            /**
             * Format: int32
             * @description Rows per page.
             */
            pageSize?: number;
        };
        /** @description A view to save for the caller. */
        SavedViewInput: {
            screenId: components["schemas"]["ScreenId"];
            name: components["schemas"]["SavedViewName"];
            state: components["schemas"]["SavedViewState"];
        };
        /** @description A view the caller saved. */
        SavedView: {
            /**
             * Format: int32
             * @description Id of the view.
             */
            id: number;
            screenId: components["schemas"]["ScreenId"];
            name: components["schemas"]["SavedViewName"];
            state: components["schemas"]["SavedViewState"];
            /**
             * Format: date-time
             * @description When the view was last saved.
             */
            updatedAt: string;
        };
        /** @description Id of a screen definition (schemas/screens/<area>/<id>.json), camelCase. */
        StudioScreenId: string;
        /**
         * @description What a version edits: `base`, the screen definition itself, or the overlay of one OEM skin (oem-skins/<oem>/screens/<screenId>.json, an RFC 7396 merge patch of the base).
         * @enum {string}
         */
        StudioLayer: "base" | "acura" | "bmwca" | "genesis" | "honda" | "hyundai" | "hyundaica" | "infiniti";
        /**
         * @description An OEM skin of the portal (oem-skins/<oem>/).
         * @enum {string}
         */
        StudioOem: "acura" | "bmwca" | "genesis" | "honda" | "hyundai" | "hyundaica" | "infiniti";
        /**
         * Format: int32
         * @description A version of one screen and layer, numbered from 1; 0 names the built-in file of the repository.
         */
        StudioVersionNumber: number;
        /** @description What the author says about the change (may be empty). */
        StudioComment: string;
        /** @description The JSON text as written (key order is block order); must parse as JSON. */
        StudioSource: string;
        /** @description Who made a change; while an admin impersonated, the user acted as and the admin's login. */
        StudioAuthor: {
            /** @description Login name of the user the change is recorded against. */
            loginName: string;
            /** @description Display name of that user. */
            userName: string;
            /** @description Login of the administrator who acted as the user, or null. */
            impersonatorLogin: string | null;
        };
        /** @description One saved version of a screen and layer, without its text. */
        StudioVersionSummary: {
            version: components["schemas"]["StudioVersionNumber"];
            basedOn: components["schemas"]["StudioVersionNumber"];
            comment: components["schemas"]["StudioComment"];
            savedBy: components["schemas"]["StudioAuthor"];
            /**
             * Format: date-time
             * @description When the version was saved.
             */
            savedAt: string;
            /** @description True when the version was ever published (or rolled back to). */
            published: boolean;
            /** @description True when the portal serves this version now. */
            served: boolean;
        };
        /** @description A publish or rollback of one screen and layer; from then on `version` is served (0 the built-in file). */
        StudioPublication: {
            screenId: components["schemas"]["StudioScreenId"];
            layer: components["schemas"]["StudioLayer"];
            /**
             * @description Whether a saved version was published, or an earlier one served again.
             * @enum {string}
             */
            action: "publish" | "rollback";
            version: components["schemas"]["StudioVersionNumber"];
            comment: components["schemas"]["StudioComment"];
            publishedBy: components["schemas"]["StudioAuthor"];
            /**
             * Format: date-time
             * @description When it was recorded.
             */
            publishedAt: string;
        };
        /** @description One layer of a screen in the studio's list. */
        StudioLayerStatus: {
            layer: components["schemas"]["StudioLayer"];
            /** @description True when the repository holds a file for this layer. */
            builtIn: boolean;
            publishedVersion: components["schemas"]["StudioVersionNumber"];
            latestVersion: components["schemas"]["StudioVersionNumber"];
        };
        /** @description The QA check of what one OEM is served (the definition merged with its overlay, as published). */
        StudioQaStatus: {
            oem: components["schemas"]["StudioOem"];
            /**
             * Format: int32
             * @description Problems of `npm run check:schemas`; any one refuses a publish.
             */
            errors: number;
            /**
             * Format: int32
             * @description Overlay values the base no longer meets: a null (delete) of a key the base lacks, or an object merged onto a base value that is not one; they do not refuse a publish.
             */
            warnings: number;
        };
        /** @description A screen definition in the studio's list, with its layers and its QA status per OEM. */
        StudioScreen: {
            screenId: components["schemas"]["StudioScreenId"];
            /** @description The route name the served definition declares (`route`; a published base definition's route wins over its file's, as in the portal), or null. */
            route: string | null;
            /** @description The folder of schemas/screens the definition sits in (its business area). */
            area: string;
            /** @description Repository path of the built-in definition, e.g. `schemas/screens/enrollments/manageEnrollments.json`. */
            file: string;
            /** @description `base`, then every OEM skin, in that order. */
            layers: components["schemas"]["StudioLayerStatus"][];
            /** @description One entry per OEM skin. */
            qa: components["schemas"]["StudioQaStatus"][];
        };
        /** @description One screen and layer as the editor opens it. */
        StudioConfig: {
            screenId: components["schemas"]["StudioScreenId"];
            layer: components["schemas"]["StudioLayer"];
            /** @description Repository path of the layer's built-in file (where it would be when there is none). */
            file: string;
            /** @description Text of the built-in file, or null when the repository has none for this layer. */
            builtInSource: string | null;
            publishedVersion: components["schemas"]["StudioVersionNumber"];
            /** @description Text of the served version; with version 0 the built-in file's (null when there is none). */
            publishedSource: string | null;
            latestVersion: components["schemas"]["StudioVersionNumber"];
            /** @description Every saved version, newest first. */
            versions: components["schemas"]["StudioVersionSummary"][];
            /** @description Every publish and rollback, newest first. */
            publications: components["schemas"]["StudioPublication"][];
        };
        /** @description One saved version with its text. */
        StudioVersion: {
            screenId: components["schemas"]["StudioScreenId"];
            layer: components["schemas"]["StudioLayer"];
            version: components["schemas"]["StudioVersionNumber"];
            basedOn: components["schemas"]["StudioVersionNumber"];
            comment: components["schemas"]["StudioComment"];
            savedBy: components["schemas"]["StudioAuthor"];
            /**
             * Format: date-time
             * @description When the version was saved.
             */
            savedAt: string;
            /** @description True when the version was ever published (or rolled back to). */
            published: boolean;
            /** @description True when the portal serves this version now. */
            served: boolean;
            source: components["schemas"]["StudioSource"];
        };
        /** @description A draft to save as the next version. */
        StudioDraftInput: {
            basedOn: components["schemas"]["StudioVersionNumber"];
            source: components["schemas"]["StudioSource"];
            comment?: components["schemas"]["StudioComment"];
        };
        /** @description The saved version to publish. */
        StudioPublishInput: {
            /**
             * Format: int32
             * @description A saved version of the screen and layer.
             */
            version: number;
            comment?: components["schemas"]["StudioComment"];
        };
        /** @description The earlier version to serve again. */
        StudioRollbackInput: {
            version: components["schemas"]["StudioVersionNumber"];
            comment?: components["schemas"]["StudioComment"];
        };
        /** @description One problem of the QA check (`npm run check:schemas`) of a served result. */
        StudioIssue: {
            oem: components["schemas"]["StudioLayer"];
            /** @description The file (or `<overlay> (merged onto <base>)`) the check read, as the CLI prints it. */
            file: string;
            /** @description JSON pointer of the problem in the checked definition (empty for the whole). */
            pointer: string;
            /** @description What is wrong, as the CLI prints it. */
            message: string;
        };
        /** @description Body of a 400 of publish and rollback: the field errors, and, when the QA check refused the publication, every problem found. `oem` is `base` for a problem of the definition itself (served to every OEM without an overlay), else the OEM whose merged result has it. */
        StudioPublishRefusal: {
            errors: components["schemas"]["FieldError"][];
            problems?: components["schemas"]["StudioIssue"][];
        };
        /** @description A published definition or overlay the portal serves instead of its built-in file. */
        PublishedScreenConfig: {
            screenId: components["schemas"]["StudioScreenId"];
            layer: components["schemas"]["StudioLayer"];
            /**
             * Format: int32
             * @description The published version.
             */
            version: number;
            /** @description The definition (or overlay) with its contract and fragment references resolved, as the build resolves the built-in files. */
            definition: Record<string, unknown>;
        };
        /**
         * @description Which definitions a report checks: `landed`, the repository's files (what `npm run check:schemas` checks); `published`, what the portal serves now (each built-in definition or overlay replaced by its published version).
         * @enum {string}
         */
        QaDefinitions: "landed" | "published";
        /** @description One problem of the QA check, as `npm run check:schemas` prints it: file, pointer and message. */
        QaIssue: {
            /** @description Repository path of the file the check read (or `<overlay> (merged onto <base>)`). */
            file: string;
            /** @description JSON pointer of the problem in the checked definition (empty for the whole). */
            pointer: string;
            /** @description What is wrong. */
            message: string;
        };
        /** @description One screen as one OEM gets it in one language, with what the check found. */
        QaMatrixRow: {
            /** @description The definition's id. */
            screenId: string;
            /** @description Repository path of the definition. */
            file: string;
            /** @description The OEM skin folder; null when the portal has no OEM (the base definition alone). */
            oem: string | null;
            /** @description The OEM's overlay file of the screen; absent when it has none. */
            overlay?: string;
            /**
             * @description The catalogue the row's i18n keys were checked against.
             * @enum {string}
             */
            language: "en" | "fr";
            /** @description True when the OEM does not show the screen (`"hidden": true`); its problems still count. */
            hidden: boolean;
            /**
             * @description `error` when the row has a problem.
             * @enum {string}
             */
            status: "ok" | "error";
            /** @description The problems of this screen × OEM × language. */
            problems: components["schemas"]["QaIssue"][];
        };
        /** @description One OEM skin (oem-skins/<oem>/skin.json) with its problems. */
        QaSkinStatus: {
            /** @description The skin folder. */
            oem: string;
            /** @description Repository path of the skin. */
            file: string;
            /** @description Its problems. */
            problems: components["schemas"]["QaIssue"][];
        };
        /** @description The check laid out per screen × OEM × language. */
        QaStatusMatrix: {
            /** @description Every screen × OEM × language, by screen in file order, then OEM, then language. */
            rows: components["schemas"]["QaMatrixRow"][];
            /** @description Every skin with its problems. */
            skins: components["schemas"]["QaSkinStatus"][];
            /** @description Problems of no screen × OEM (unreadable files, overlays of unknown screens). */
            unattributed: components["schemas"]["QaIssue"][];
            /** @description Everything the check found, in its order (what the CLI prints). */
            issues: components["schemas"]["QaIssue"][];
        };
        /** @description One contract operation with the screens and the shell code that call it. */
        QaOperationCoverage: {
            /** @description The operation. */
            operationId: string;
            /** @description Its HTTP method, upper case. */
            method: string;
            /** @description Its path template. */
            path: string;
            /** @description Ids of the screens that call it. */
            screens: string[];
            /** @description Source files of the shell and engine that call it. */
            code: string[];
        };
        /** @description One route of the route table (portal-shell §2.1) and what serves it. */
        QaRouteCoverage: {
            /** @description The route name. */
            name: string;
            /** @description Its path. */
            path: string;
            /**
             * @description A screen definition, a page of the shell's own code, or nothing.
             * @enum {string}
             */
            servedBy: "definition" | "code" | "none";
            /** @description Ids of the screens that declare the route. */
            screens: string[];
        };
        /** @description The i18n catalogues' coverage. */
        QaI18nCoverage: {
            /**
             * Format: int32
             * @description Keys of both catalogues together.
             */
            keys: number;
            /** @description Keys English has and French lacks. */
            missingInFrench: string[];
            /** @description Keys French has and English lacks. */
            missingInEnglish: string[];
            /** @description Keys no definition, overlay, skin, contract or source literal names (a key built at run time is not seen). */
            unused: string[];
        };
        /** @description The fields of one operation's rows or answer, shown or not by any table or detail. */
        QaFieldCoverage: {
            /** @description The operation. */
            operationId: string;
            /**
             * @description `rows`: a table's row schema; `response`: a detail's answer.
             * @enum {string}
             */
            part: "rows" | "response";
            /** @description Fields no screen shows. */
            unshown: string[];
            /** @description Fields some screen shows. */
            shown: string[];
        };
        /** @description Config coverage of the definitions. */
        QaCoverage: {
            /** @description Every operation of both contracts. */
            operations: components["schemas"]["QaOperationCoverage"][];
            /** @description Operations no screen and no shell code calls. */
            uncalledOperations: string[];
            /** @description Every route of the route table. */
            routes: components["schemas"]["QaRouteCoverage"][];
            /** @description Routes neither a screen nor the shell's code serves. */
            routesWithoutScreen: string[];
            i18n: components["schemas"]["QaI18nCoverage"];
            /** @description Per operation and part, the response fields shown and not shown. */
            responseFields: components["schemas"]["QaFieldCoverage"][];
        };
        /** @description One place where a screen field and the contract field it lands in disagree on a constraint, once per file with the OEMs that get it. */
        QaParityFinding: {
            /** @description JSON pointer of the screen field's schema in the checked definition. */
            pointer: string;
            /** @description The operation the value is sent with. */
            operationId: string;
            /** @description Where the value lands, e.g. `body.contactDetails.email`, `query.status`. */
            contractField: string;
            /** @description The constraint (maxLength, pattern, required, enum, ...). */
            keyword: string;
            /** @description The screen's value of the constraint; absent when the screen has none. */
            screen?: unknown;
            /** @description The contract's value of the constraint; absent when the contract has none. */
            contract?: unknown;
            /**
             * @description Whether the screen accepts more, less or something else than the contract.
             * @enum {string}
             */
            direction: "looser" | "stricter" | "different";
            /** @description The screen. */
            screenId: string;
            /** @description The file that holds the field (the overlay when it sets it). */
            file: string;
            /** @description The OEMs that get the finding (null for the base alone). */
            oems: (string | null)[];
        };
        /** @description The report's figures. Errors are check problems; warnings looser or different parity, uncalled operations, routes without a screen and keys one language lacks. */
        QaSummary: {
            /**
             * Format: int32
             * @description Errors found.
             */
            errors: number;
            /**
             * Format: int32
             * @description Warnings found.
             */
            warnings: number;
            /**
             * Format: int32
             * @description Screen definitions checked.
             */
            screens: number;
            /**
             * Format: int32
             * @description OEM overlays checked.
             */
            overlays: number;
            /**
             * Format: int32
             * @description Skins checked.
             */
            skins: number;
            /**
             * Format: int32
             * @description OEMs of the matrix.
             */
            oems: number;
        };
        /** @description The QA workbench's report (`npm run check:schemas -- --format json --coverage --parity`). */
        QaReport: {
            matrix: components["schemas"]["QaStatusMatrix"];
            coverage: components["schemas"]["QaCoverage"];
            /** @description Every constraint parity finding. */
            parity: components["schemas"]["QaParityFinding"][];
            summary: components["schemas"]["QaSummary"];
        };
        /** @description A published version a `published` report checked in place of the built-in file. */
        QaPublishedLayer: {
            screenId: components["schemas"]["StudioScreenId"];
            layer: components["schemas"]["StudioLayer"];
            /**
             * Format: int32
             * @description The published version.
             */
            version: number;
        };
        /** @description A QA report with what it checked and when it was built. */
        QaReportAnswer: {
            definitions: components["schemas"]["QaDefinitions"];
            /**
             * Format: date-time
             * @description When the server built this report (it keeps it until the definitions change).
             */
            checkedAt: string;
            /** @description For `published`, the published versions checked in place of built-in files, by screen and layer; empty for `landed`. */
            publishedLayers: components["schemas"]["QaPublishedLayer"][];
            report: components["schemas"]["QaReport"];
        };
        /** @description The multipart form of a drift run. */
        QaDriftUpload: {
            /** @description The changed contract, YAML or JSON (.yaml, .yml, .json), at most 5 MB. */
            file: Blob;
            definitions?: components["schemas"]["QaDefinitions"];
        };
        /** @description What the changed contract does to one screen as one OEM gets it. */
        QaDriftEntry: {
            /** @description The screen. */
            screenId: string;
            /** @description Repository path of its definition. */
            file: string;
            /** @description The OEM; null for the base alone. */
            oem: string | null;
            /** @description The OEM's overlay file of the screen; absent when it has none. */
            overlay?: string;
            /** @description Problems the changed contract brings. */
            broken: components["schemas"]["QaIssue"][];
            /** @description Problems of the current contract the change removes. */
            fixed: components["schemas"]["QaIssue"][];
        };
        /** @description Contract drift, screen × OEM. */
        QaDriftReport: {
            /** @description Every screen × OEM the change breaks or fixes something of. */
            entries: components["schemas"]["QaDriftEntry"][];
            /** @description Screens with at least one broken entry. */
            brokenScreens: string[];
            /** @description OEMs with at least one broken entry. */
            brokenOems: string[];
            /** @description Overlay files whose own content the change breaks. */
            brokenOverlays: string[];
            /** @description New problems of skins and of no screen. */
            brokenElsewhere: components["schemas"]["QaIssue"][];
        };
        /** @description A drift report for an uploaded contract. */
        QaDriftAnswer: {
            definitions: components["schemas"]["QaDefinitions"];
            /** @description The uploaded file's name. */
            fileName: string;
            /**
             * @description The contract the file replaced for the run.
             * @enum {string}
             */
            contract: "portal" | "cms";
            report: components["schemas"]["QaDriftReport"];
        };
        /** @description One change of a program's budget, as the Set Budget screen lists it. */
        BudgetChange: {
            /**
             * Format: date-time
             * @description When the change was made.
             */
            changedAt: string;
            /** @description Login of the user who made the change. */
            changedBy: string;
            /** @description Login of the admin who made the change while acting as that user; null otherwise. */
            impersonatedBy: string | null;
            /** @description The monthly budget before the change; null for the first budget. */
            oldBudget: components["schemas"]["BudgetAmount"] | null;
            /** @description The monthly budget set. */
            newBudget: components["schemas"]["BudgetAmount"];
            /**
             * Format: date
             * @description First day (YYYY-MM-DD, Central Time) the new budget applies.
             */
            effectiveFrom: string;
        };
        /** @description A ZIP or postal code on the map, at the centroid the reference data gives it. */
        CoveragePlace: {
            zipCode: components["schemas"]["CoverageZipCode"];
            /** @description City of the ZIP. */
            city: string;
            /** @description State or province code. */
            state: string;
            /** @description Latitude of the ZIP's centroid, in degrees. */
            latitude: number;
            /** @description Longitude of the ZIP's centroid, in degrees. */
            longitude: number;
        };
        /** @description A lead provider (lead source) a dealer may receive leads from. */
        LeadProvider: {
            /**
             * Format: int32
             * @description Id of the lead provider (LeadSalesSetting.leadProviderIds).
             */
            id: number;
            /** @description Name of the lead provider. */
            name: string;
        };
    };
    responses: {
        /** @description The request is invalid; nothing changed. One entry per invalid field. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ValidationErrors"];
            };
        };
        /** @description Missing, expired or invalid access token (or, on login, bad credentials or a locked account). */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The caller may not do this (another dealer's data, an admin-only call, impersonation by a non-admin). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The named record does not exist. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The change is not allowed in the record's current state (e.g. an invalid status transition, an outstanding account). */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Unexpected failure; the client shows "Unable to Complete Request". */
        ServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Too many failed sign-ins from this client or for this login name; Error.code is `too_many_requests`. Nothing was checked; try again after Retry-After seconds. */
        TooManyRequests: {
            headers: {
                /** @description Seconds until the limit's window ends. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request is invalid, or the QA check found errors in what would be served; nothing changed. */
        PublishRefused: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["StudioPublishRefusal"];
            };
        };
    };
    parameters: {
        /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
        Impersonate: string;
        /** @description Zero-based page index. */
        Page: number;
        /** @description Page size (rows per page). */
        Size: number;
        /** @description Sort order as `field,asc` or `field,desc`. */
        Sort: string;
        /** @description Id of the screen definition. */
        ScreenId: components["schemas"]["StudioScreenId"];
        /** @description `base`, or the OEM skin whose overlay is meant. */
        Layer: components["schemas"]["StudioLayer"];
    };
    requestBodies: never;
    headers: {
        /** @description `attachment; filename="…"`. The client names the saved file from it, and falls back to the spec's default name for the download when it is missing. */
        ContentDisposition: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    requestAccessToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["PasswordGrantRequest"] | components["schemas"]["RefreshTokenGrantRequest"];
            };
        };
        responses: {
            /** @description Signed in (or refreshed); the new token pair. */
            200: {
                headers: {
                    /** @description Always `no-store` (RFC 6749 §5.1); tokens are never cached. */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenData"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description Sign-in refused; Error.code is `invalid_client` (client credential), `invalid_grant` (unknown login, wrong password, or unusable refresh token) or `account_locked` (the right password on a locked account, with `lockedUntil`). */
            401: components["responses"]["Unauthorized"];
            /** @description The account is disabled (Error.code `account_disabled`); no token is issued. */
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    createAuthorizationCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["AuthorizeRequest"];
            };
        };
        responses: {
            /** @description The code and the URL the browser navigates to. */
            200: {
                headers: {
                    /** @description Always `no-store`; codes are never cached. */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthorizationCode"];
                };
            };
            /** @description Invalid form, unknown client_id, or a redirect_uri the client has not registered. */
            400: components["responses"]["BadRequest"];
            /** @description Wrong credentials (`invalid_grant`) or the right password on a locked account (`account_locked` with `lockedUntil`). */
            401: components["responses"]["Unauthorized"];
            /** @description The user may not use this partner application. */
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["ForgotPasswordRequest"];
            };
        };
        responses: {
            /** @description Accepted; identical whether or not an account matched. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["ServerError"];
        };
    };
    getCalldripSignOnUrlForDealer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path: {
                /** @description Dealer code of the call-tracking account to open. */
                id: components["schemas"]["DealerCode"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The single-use sign-on URL. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalldripLink"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Unknown dealer, or the dealer has no call-tracking account. */
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getCalldripSignOnUrl: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The single-use sign-on URL. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalldripLink"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The user has no dealer, or the dealer has no call-tracking account. */
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getAllowedComponents: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Names of the allowed components. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AllowedComponents"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getUserDetails: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's details. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserDetails"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getHeaderMenu: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Top-level menu entries in display order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MenuItem"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    changeUserLanguage: {
        parameters: {
            query: {
                /** @description The chosen language; must be one of the user's availableLanguagesCodes. */
                languageCode: components["schemas"]["LanguageCode"];
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's details with the new language. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserDetails"];
                };
            };
            /** @description Unknown language code, or one not among the user's availableLanguagesCodes. */
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    chooseDealer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DealerChoice"];
            };
        };
        responses: {
            /** @description The user's details, acting for the chosen dealer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserDetails"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The role acts for no dealer, or the dealer is not one of the user's. */
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getChangePasswordPermission: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The permission. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangePasswordPermission"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordRequest"];
            };
        };
        responses: {
            /** @description Changed, or the reasons it was not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangePasswordResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getProfileInformation: {
        parameters: {
            query?: {
                /** @description The dealer whose profile to use; defaults to the user's dealer (UserDetails.dealerCode, the impersonated user's while an admin impersonates). A dealer group names one of its dealers. */
                dealerCode?: components["schemas"]["DealerCode"];
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The named dealer does not exist. */
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    updateProfileInformation: {
        parameters: {
            query?: {
                /** @description The dealer whose profile to use; defaults to the user's dealer (UserDetails.dealerCode, the impersonated user's while an admin impersonates). A dealer group names one of its dealers. */
                dealerCode?: components["schemas"]["DealerCode"];
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileInformationUpdate"];
            };
        };
        responses: {
            /** @description Saved; the updated profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The named dealer does not exist. */
            404: components["responses"]["NotFound"];
            /** @description An authorized contact was sent for a dealer without a DWCP enrollment of that addonId. */
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    getProfileContactDetails: {
        parameters: {
            query?: {
                /** @description The dealer whose profile to use; defaults to the user's dealer (UserDetails.dealerCode, the impersonated user's while an admin impersonates). A dealer group names one of its dealers. */
                dealerCode?: components["schemas"]["DealerCode"];
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contact confirmation data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The named dealer does not exist. */
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    saveProfileContactDetails: {
        parameters: {
            query?: {
                /** @description The dealer whose profile to use; defaults to the user's dealer (UserDetails.dealerCode, the impersonated user's while an admin impersonates). A dealer group names one of its dealers. */
                dealerCode?: components["schemas"]["DealerCode"];
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactConfirmationStep"];
            };
        };
        responses: {
            /** @description Saved; the updated contact confirmation data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The named dealer does not exist. */
            404: components["responses"]["NotFound"];
            /** @description An authorized contact was sent for a dealer without a DWCP enrollment of that addonId. */
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    searchImpersonationCandidates: {
        parameters: {
            query: {
                /** @description Search text; at least IMPERSONATION_SEARCH_MIN_CHARS (2) characters after trimming (the pattern requires two non-blank characters), otherwise 400. */
                term: string;
                /** @description OEM selected in the toolbar; absent searches every OEM. */
                oemName?: string;
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching users (possibly none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImpersonationCandidateList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    startImpersonation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ImpersonateRequest"];
            };
        };
        responses: {
            /** @description Impersonating; the user now acted as. */
            200: {
                headers: {
                    /** @description `impersonate=<loginName>; Path=/; SameSite=Lax` (plus `Secure` over HTTPS). Not HttpOnly: the client reads it to send the impersonate header. It ends with the browser session. */
                    "Set-Cookie": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImpersonationCandidate"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No user has this login name (in the given OEM). */
            404: components["responses"]["NotFound"];
            /** @description The admin already impersonates someone. */
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    stopImpersonation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Not impersonating any more. */
            204: {
                headers: {
                    /** @description `impersonate=; Path=/; Max-Age=0`, which deletes the cookie. */
                    "Set-Cookie": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listOems: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OEMs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Oem"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listOfferProviders: {
        parameters: {
            query?: {
                /** @description The OEM; defaults to the user's OEM. */
                oemId?: number;
                /** @description True for digital retailing providers only, false for website providers only; absent for both. */
                drs?: boolean;
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The providers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfferProvider"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listCrms: {
        parameters: {
            query?: {
                /** @description The OEM; defaults to the user's OEM. */
                oemId?: number;
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CRMs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Crm"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listComplianceCategories: {
        parameters: {
            query: {
                /** @description The audit type (DWCP or DRS). */
                auditType: components["schemas"]["AuditType"];
                /** @description The OEM; defaults to the user's OEM. */
                oemId?: number;
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The categories. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComplianceCategory"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listAvailableAddons: {
        parameters: {
            query?: {
                /** @description The OEM; defaults to the user's OEM. */
                oemId?: number;
                /** @description Only add-ons of this program; absent for every program's add-ons. */
                programId?: number;
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The add-ons. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AvailableAddon"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listRegions: {
        parameters: {
            query?: {
                /** @description The OEM; defaults to the user's OEM. */
                oemId?: number;
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The regions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Region"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listDistricts: {
        parameters: {
            query: {
                /** @description The region. */
                regionId: number;
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The districts (empty for an unknown region). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["District"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listProperLeadSources: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lead sources. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProperLeadSource"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    searchDealers: {
        parameters: {
            query?: {
                /** @description Text to match in dealer code or name; absent matches every dealer. */
                term?: string;
                /** @description Only dealers of this OEM. */
                oemId?: number;
                /** @description Only dealers of this region. */
                regionId?: number;
                /** @description Only dealers of this district. */
                districtId?: number;
                /** @description Zero-based page index. */
                page?: components["parameters"]["Page"];
                /** @description Page size (rows per page). */
                size?: components["parameters"]["Size"];
                /** @description Sort order as `field,asc` or `field,desc`. */
                sort?: components["parameters"]["Sort"];
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of dealers (default order by name). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DealerSummaryPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    searchComplianceDealers: {
        parameters: {
            query: {
                /** @description The audit type whose last audit date to report (DWCP or DRS). */
                auditType: components["schemas"]["AuditType"];
                /** @description Text to match in dealer code or name; absent matches every dealer. */
                term?: string;
                /** @description Only dealers of this OEM. */
                oemId?: number;
                /** @description Only dealers of this region. */
                regionId?: number;
                /** @description Only dealers of this district. */
                districtId?: number;
                /** @description Zero-based page index. */
                page?: components["parameters"]["Page"];
                /** @description Page size (rows per page). */
                size?: components["parameters"]["Size"];
                /** @description Sort order as `field,asc` or `field,desc`. */
                sort?: components["parameters"]["Sort"];
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of dealers (default order by name). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComplianceDealerPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listComplianceOems: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OEMs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Oem"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getDealerServiceData: {
        parameters: {
            query: {
                /** @description The OEM's name (UserDetails.oemName). */
                oem: string;
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OEM's dealer website program data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DealerServiceData"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No OEM has this name. */
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getProductFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The file, e.g. `honda.json`, `honda_fr.json`, `common.json`. */
                fileName: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductFile"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description No product file has this name. */
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getEnrollmentFilterOptions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnrollmentFilterOptionsRequest"];
            };
        };
        responses: {
            /** @description The filter options. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnrollmentFilterOptions"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    searchEnrollments: {
        parameters: {
            query?: {
                /** @description Zero-based page index. */
                page?: components["parameters"]["Page"];
                /** @description Page size (rows per page). */
                size?: components["parameters"]["Size"];
                /** @description Sort order as `field,asc` or `field,desc`, by dealerCode (the default), dealerName, programName, regionCode, districtCode, status, programStatus or enrolledDate. */
                sort?: string;
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnrollmentSearchRequest"];
            };
        };
        responses: {
            /** @description The page of rows. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnrollmentSearchResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    exportEnrollmentsCsv: {
        parameters: {
            query?: {
                /** @description Program; -1 or absent means all programs. */
                programId?: number;
                /** @description Dealers enrolled in at least one of these add-ons, comma-separated. */
                addonIds?: number[];
                /** @description One add-on: rows whose dealer has an enrollment in it, in the row's program, at any status, with only that add-on in the Add-ons column (see the search body's addonId). */
                addonId?: number;
                /** @description Region code. */
                regionCode?: string;
                /** @description District code. */
                districtCode?: string;
                /** @description Dealer statuses, comma-separated; absent means any. */
                statuses?: components["schemas"]["DealerStatus"][];
                /** @description Dealer code or part of the dealer name. */
                dealer?: string;
                /** @description Sort order as `field,asc` or `field,desc`, by dealerCode (the default), dealerName, programName, regionCode, districtCode, status, programStatus or enrolledDate. */
                sort?: string;
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listEnrollmentAddons: {
        parameters: {
            query?: {
                /** @description Dealer whose add-on enrollments are listed (absent, every add-on the caller's OEMs offer). */
                dealerCode?: components["schemas"]["DealerCode"];
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The add-ons, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddonOption"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getBillingProfile: {
        parameters: {
            query?: {
                /** @description Program the profile must be activated for. */
                programId?: number;
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path: {
                /** @description Dealer whose billing profile this is. */
                dealerCode: components["schemas"]["DealerCode"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stored profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoredBillingProfile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    createBillingProfile: {
        parameters: {
            query?: {
                /** @description Program to activate the new profile for. */
                programId?: number;
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path: {
                /** @description Dealer whose billing profile this is. */
                dealerCode: components["schemas"]["DealerCode"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BillingProfile"];
            };
        };
        responses: {
            /** @description The stored profile. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoredBillingProfile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    saveBillingProfile: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path: {
                /** @description Dealer whose billing profile this is. */
                dealerCode: components["schemas"]["DealerCode"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BillingProfile"];
            };
        };
        responses: {
            /** @description The stored profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoredBillingProfile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    activateBillingProfile: {
        parameters: {
            query: {
                /** @description Program to bill to the profile. */
                programId: number;
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path: {
                /** @description Dealer whose billing profile this is. */
                dealerCode: components["schemas"]["DealerCode"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile, now activated for the program. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoredBillingProfile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    getDealer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path: {
                /** @description Dealer code. */
                dlCode: components["schemas"]["DealerCode"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dealer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dealer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    updateDealer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path: {
                /** @description Dealer code. */
                dlCode: components["schemas"]["DealerCode"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DealerUpdate"];
            };
        };
        responses: {
            /** @description The stored dealer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dealer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    updateDealerProperties: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path: {
                /** @description Dealer code. */
                dlCode: components["schemas"]["DealerCode"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DealerPropertiesUpdate"];
            };
        };
        responses: {
            /** @description The stored dealer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dealer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    changeDealerStatus: {
        parameters: {
            query?: {
                /** @description With deactivate (required there), cancellation or inactivation. */
                inactivationType?: components["schemas"]["InactivationType"];
                /** @description Why the status changes; required with deactivate. Must be less than 255 characters. */
                stateChangedReason?: string;
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path: {
                /** @description Dealer code. */
                dlCode: components["schemas"]["DealerCode"];
                /** @description The action. */
                type: components["schemas"]["DealerActionType"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dealer in its new status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dealer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    changeProgramStatus: {
        parameters: {
            query: {
                /** @description Dealer code. */
                dealerCode: components["schemas"]["DealerCode"];
                /** @description Program. */
                programId: number;
                /** @description Why the status changes. Must be less than 255 characters. */
                programChangeStateReason: string;
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path: {
                /** @description The program action. */
                action: components["schemas"]["ProgramAction"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dealer's row for the program, in its new status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnrollmentRow"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    changeAddonEnrollmentStatus: {
        parameters: {
            query: {
                /** @description Dealer code. */
                dealerCode: components["schemas"]["DealerCode"];
                /** @description The add-on enrollments to change, comma-separated. */
                addonDealerMappingIds: number[];
                /** @description Date the change takes effect, YYYY-MM-DD; required with terminate, today or later. */
                scheduledDate?: string;
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path: {
                /** @description The action. */
                action: components["schemas"]["SubscriptionAction"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The changed add-on enrollments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnrollmentAddon"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    getDwcpEnrollmentForm: {
        parameters: {
            query: {
                /** @description Dealer code. */
                dealerCode: components["schemas"]["DealerCode"];
                /** @description Program add-on the enrollment is for, 4 (website programs, the default) or 6 (digital dealer). */
                addonId?: components["schemas"]["ProgramAddonId"];
                /** @description Website provider to pre-select (with its first package). */
                providerId?: number;
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The form data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DwcpEnrollmentForm"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    enrollDwcp: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DwcpEnrollment"];
            };
        };
        responses: {
            /** @description Enrolled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    getDwcpEnrollmentInfo: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The enrollment contact data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DwcpEnrollmentInfo"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    notifyProviderOfDealerInterest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProviderInterestNotification"];
            };
        };
        responses: {
            /** @description Sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getDownloadManagerData: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The documents. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DownloadManagerData"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    downloadManagerDocument: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path: {
                /** @description The document's id, from getDownloadManagerData. */
                documentId: components["schemas"]["DownloadDocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    "*/*": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    searchWebsiteProgramSubscriptions: {
        parameters: {
            query?: {
                /** @description Zero-based page index. */
                page?: components["parameters"]["Page"];
                /** @description Page size (rows per page). */
                size?: components["parameters"]["Size"];
                /** @description Sort order as `field,asc` or `field,desc`. */
                sort?: components["parameters"]["Sort"];
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebsiteProgramSearchRequest"];
            };
        };
        responses: {
            /** @description The page of subscriptions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebsiteProgramSearchResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getDealerWebsiteSubscriptions: {
        parameters: {
            query: {
                /** @description Program add-on, 4 website programs and packages or 6 digital dealer. */
                addonId: components["schemas"]["ProgramAddonId"];
                /** @description Dealer code. */
                dealerCode: components["schemas"]["DealerCode"];
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dealer's subscriptions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DealerSubscriptions"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listWebsiteProgramRegions: {
        parameters: {
            query: {
                /** @description OEM. */
                oemId: number;
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The regions, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Region"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listWebsiteProgramDistricts: {
        parameters: {
            query: {
                /** @description OEM. */
                oemId: number;
                /** @description Region code. */
                regionCode: string;
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The districts, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["District"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    changeWebsiteSubscriptionStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path: {
                /** @description The action. */
                methodName: components["schemas"]["SubscriptionAction"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["SubscriptionActionForm"];
            };
        };
        responses: {
            /** @description The changed subscriptions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subscription"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    getWebsiteProgramFilterOptions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The filter options. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebsiteProgramFilterOptions"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    exportWebsiteProgramCsv: {
        parameters: {
            query?: {
                /** @description Sort order as `field,asc` or `field,desc`. */
                sort?: components["parameters"]["Sort"];
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebsiteProgramSearchRequest"];
            };
        };
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    updateWebsiteCustomParameters: {
        parameters: {
            query: {
                /** @description Dealer code. */
                dealerCode: components["schemas"]["DealerCode"];
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomParamsUpdate"];
            };
        };
        responses: {
            /** @description Saved ("Saved Successfully"). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getDealerEnrollmentData: {
        parameters: {
            query: {
                /** @description Dealer code. */
                dlCode: components["schemas"]["DealerCode"];
                /** @description Program add-on, 4 (default) or 6. */
                addonId?: components["schemas"]["ProgramAddonId"];
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dealer's packages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DealerEnrollmentData"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listChangeableSubscriptions: {
        parameters: {
            query?: {
                /** @description Dealer; defaults to the caller's (or impersonated) dealer, required for staff. */
                dlCode?: components["schemas"]["DealerCode"];
                /** @description Program add-on, 4 (default) or 6. */
                addonId?: components["schemas"]["ProgramAddonId"];
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The changeable subscriptions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangeableSubscription"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    previewSubscriptionChange: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeSubscriptionsRequest"];
            };
        };
        responses: {
            /** @description The change and its prices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionChangePreview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    getSubscriptionOptions: {
        parameters: {
            query?: {
                /** @description Dealer; defaults to the caller's (or impersonated) dealer, required for staff. */
                dlCode?: components["schemas"]["DealerCode"];
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscription options. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionOptions"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    updateSubscriptions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSubscriptionsRequest"];
            };
        };
        responses: {
            /** @description The dealer's subscriptions after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subscription"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    listAddonPrices: {
        parameters: {
            query: {
                /** @description OEM. */
                oemId: number;
                /** @description Screen asking, which decides the price list. */
                pageType: "managePackages" | "managePackagesDigitalDealer" | "addonManageEnrollment" | "smartLeadsServices";
                /** @description Offer types the dealer has or is choosing, comma-separated. */
                primaryOffers?: components["schemas"]["OfferTypeId"][];
                /** @description Only add-ons the primary offers require. */
                required?: boolean;
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path: {
                /** @description Pricing service of the add-on family (e.g. `smartleads`, `website`). */
                api: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The add-on prices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddonPrice"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getProviderPdfUrl: {
        parameters: {
            query?: {
                /** @description Offer provider. */
                id?: number;
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF's address. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderPdfUrl"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getProviderProgramSheet: {
        parameters: {
            query: {
                /** @description The OEM whose packages the sheet shows (the dealer's). */
                oemId: number;
                /** @description Until when the address is valid, in seconds since 1970-01-01 UTC. */
                expires: number;
                /** @description The server's signature of the provider, OEM and expiry (hex). */
                signature: string;
            };
            header?: never;
            path: {
                /** @description Offer provider. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The program sheet, opened in the browser's PDF viewer (inline). */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getEulaDocument: {
        parameters: {
            query: {
                /** @description The language the agreement is written in (the caller's when the address was made). */
                language: "ENGLISH" | "FRENCH";
                /** @description Until when the address is valid, in seconds since 1970-01-01 UTC. */
                expires: number;
                /** @description The server's signature of the agreement, language and expiry (hex). */
                signature: string;
            };
            header?: never;
            path: {
                /** @description The agreement (an eula_documents row). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The agreement, opened in the browser's PDF viewer (inline). */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getProviderInitialPageData: {
        parameters: {
            query: {
                /** @description Offer provider. */
                id: number;
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The provider page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderInitialPageData"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getSmartLeadsServices: {
        parameters: {
            query?: {
                /** @description Dealer; defaults to the caller's (or impersonated) dealer, required for staff. */
                dealerCode?: components["schemas"]["DealerCode"];
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The SmartLeads services. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SmartLeadsServicesView"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getAddonCustomParametersIFrame: {
        parameters: {
            query: {
                /** @description Dealer; defaults to the caller's (or impersonated) dealer, required for staff. */
                dealerCode?: components["schemas"]["DealerCode"];
                /** @description Add-on. */
                addonId: components["schemas"]["AddonId"];
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The frame. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddonCustomParametersIFrame"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listAddonCustomParametersToCopy: {
        parameters: {
            query: {
                /** @description Dealer; defaults to the caller's (or impersonated) dealer, required for staff. */
                dealerCode?: components["schemas"]["DealerCode"];
                /** @description Add-on to copy into. */
                addonId: components["schemas"]["AddonId"];
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The parameter sets that may be copied. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddonParametersSource"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getAddonModelProposal: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ModelProposalRequest"];
            };
        };
        responses: {
            /** @description The models. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModelProposal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    updateAddonCustomParameters: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateAddonCustomParametersRequest"];
            };
        };
        responses: {
            /** @description Saved ("Saved Successfully"). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    subscribeAddonWithCopiedData: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubscribeAddonWithCopiedDataRequest"];
            };
        };
        responses: {
            /** @description The new subscription. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subscription"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    subscribeAddonWithParameters: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaveAddonParamsRequest"];
            };
        };
        responses: {
            /** @description The new subscription. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subscription"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    listDealerPrograms: {
        parameters: {
            query?: {
                /** @description true lists only lead programs (SmartLeads settings), false only the others; absent lists all. */
                leadProgram?: boolean;
                /** @description true lists only programs billed against a budget (Set Budget), false only the others; absent lists all. */
                hasBudget?: boolean;
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path: {
                /** @description Code of the dealer. */
                dealerCode: components["schemas"]["DealerCode"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dealer's programs, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DealerProgram"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getProgramBudget: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path: {
                /** @description Code of the dealer. */
                dealerCode: components["schemas"]["DealerCode"];
                /** @description Id of the program. */
                programId: components["schemas"]["ProgramId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The budget details. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Budget"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    updateProgramBudget: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path: {
                /** @description Code of the dealer. */
                dealerCode: components["schemas"]["DealerCode"];
                /** @description Id of the program. */
                programId: components["schemas"]["ProgramId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["BudgetUpdateForm"];
            };
        };
        responses: {
            /** @description The budget was changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BudgetUpdateResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    getLeadProgramSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path: {
                /** @description Code of the dealer. */
                dealerCode: components["schemas"]["DealerCode"];
                /** @description Id of the program. */
                programId: components["schemas"]["ProgramId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings overview. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadProgramSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    saveLeadCoverage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CoverageSaveRequest"];
            };
        };
        responses: {
            /** @description The coverage was saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CoverageSaveResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    exportCoverageZipCodes: {
        parameters: {
            query: {
                /** @description Code of the dealer. */
                dealerCode: components["schemas"]["DealerCode"];
                /** @description Id of the program. */
                programId: components["schemas"]["ProgramId"];
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    exportZipBulkImportResult: {
        parameters: {
            query: {
                /** @description Id of the import (ZipBulkImportResult.importId). An import of a dealer the caller may not act for answers 403. */
                id: number;
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    downloadZipBulkImportTemplate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path: {
                /** @description Code of the dealer. */
                dealerCode: components["schemas"]["DealerCode"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV template. */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getZipCodesByRadius: {
        parameters: {
            query: {
                /** @description The central ZIP (US nnnnn or nnnnn-nnnn, or Canadian letter-digit-letter digit-letter-digit). */
                centralZip: components["schemas"]["CoverageZipCode"];
                /** @description Radius in miles. */
                radius: number;
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ZIPs within the radius. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ZipCodesByRadius"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listCityZipCodes: {
        parameters: {
            query: {
                /** @description The central ZIP (US nnnnn or nnnnn-nnnn, or Canadian letter-digit-letter digit-letter-digit). */
                centralZip: components["schemas"]["CoverageZipCode"];
                /** @description Radius in miles. */
                radius: number;
                /** @description Start of a ZIP or city name as typed. */
                term?: string;
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching cities and ZIPs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CityZip"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getLeadCoverage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path: {
                /** @description Code of the dealer. */
                dealerCode: components["schemas"]["DealerCode"];
                /** @description Id of the program. */
                programId: components["schemas"]["ProgramId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The coverage. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Coverage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getLeadDestinations: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path: {
                /** @description Code of the dealer. */
                dealerCode: components["schemas"]["DealerCode"];
                /** @description Id of the program. */
                programId: components["schemas"]["ProgramId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lead destinations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadPreferences"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    saveLeadDestination: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path: {
                /** @description Code of the dealer. */
                dealerCode: components["schemas"]["DealerCode"];
                /** @description Id of the program. */
                programId: components["schemas"]["ProgramId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LeadDestinationInput"];
            };
        };
        responses: {
            /** @description The destination was saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadPreferencesResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteLeadDestination: {
        parameters: {
            query: {
                /** @description Id of the destination to delete. */
                id: number;
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path: {
                /** @description Code of the dealer. */
                dealerCode: components["schemas"]["DealerCode"];
                /** @description Id of the program. */
                programId: components["schemas"]["ProgramId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The destination was deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadPreferencesResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    getVehicleManagement: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path: {
                /** @description Code of the dealer. */
                dealerCode: components["schemas"]["DealerCode"];
                /** @description Id of the program. */
                programId: components["schemas"]["ProgramId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The vehicle management settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VehicleManagement"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    saveVehicleManagement: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path: {
                /** @description Code of the dealer. */
                dealerCode: components["schemas"]["DealerCode"];
                /** @description Id of the program. */
                programId: components["schemas"]["ProgramId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VehicleManagementInput"];
            };
        };
        responses: {
            /** @description The settings were saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VehicleManagementResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    updateLeadSales: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path: {
                /** @description Code of the dealer. */
                dealerCode: components["schemas"]["DealerCode"];
                /** @description The lead category (lead type) NEW, CPO or USED. */
                leadCategory: components["schemas"]["LeadType"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LeadSalesInput"];
            };
        };
        responses: {
            /** @description The setting was saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadSalesResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    listOverlappingDealers: {
        parameters: {
            query: {
                /** @description Id of the program. */
                programId: components["schemas"]["ProgramId"];
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path: {
                /** @description Code of the dealer. */
                dealerCode: components["schemas"]["DealerCode"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The overlapping dealers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OverlappingDealer"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    importZipCodes: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path: {
                /** @description Code of the dealer. */
                dealerCode: components["schemas"]["DealerCode"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ZipBulkImportForm"];
            };
        };
        responses: {
            /** @description The file was read; the report says which rows are valid. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ZipBulkImportResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    applyZipBulkImport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path: {
                /** @description Id of the import. An import of a dealer the caller may not act for answers 403. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ZIPs were saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CoverageSaveResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    getZipBulkImportResult: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path: {
                /** @description Id of the import. An import of a dealer the caller may not act for answers 403. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The import report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ZipBulkImportResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getDealersLeadCoverage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DealersLeadCoverageRequest"];
            };
        };
        responses: {
            /** @description Each dealer's coverage, in the order asked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DealerLeadCoverage"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getLeadFilterOptions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The filter choices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadFilterOptions"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    searchLeads: {
        parameters: {
            query?: {
                /** @description Zero-based page index. */
                page?: components["parameters"]["Page"];
                /** @description Page size (rows per page). */
                size?: components["parameters"]["Size"];
                /** @description Sort order as `field,asc` or `field,desc`. */
                sort?: components["parameters"]["Sort"];
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LeadSearchRequest"];
            };
        };
        responses: {
            /** @description The page of leads. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadSearchResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    exportLeadsCsv: {
        parameters: {
            query?: {
                /** @description Sort order as `field,asc` or `field,desc`. */
                sort?: components["parameters"]["Sort"];
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LeadSearchRequest"];
            };
        };
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getLeadCreditForm: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LeadCreditFormRequest"];
            };
        };
        responses: {
            /** @description The form's reasons. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadCreditForm"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    requestLeadCredit: {
        parameters: {
            query: {
                /** @description Code of the dealer the lead went to. */
                dealerCode: components["schemas"]["DealerCode"];
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LeadCreditRequest"];
            };
        };
        responses: {
            /** @description The credit request was recorded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadCreditResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    downloadLeadAdf: {
        parameters: {
            query: {
                /** @description The portal's unique id of the lead (Lead.leadUid). */
                leadId: string;
                /** @description The lead's id at its source (Lead.sourceLeadId). */
                sourceId: string;
                /** @description Name of the source entity (feed) the lead was received through. */
                entityName: string;
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ADF XML file. */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listLeadDispositions: {
        parameters: {
            query: {
                /** @description The portal's unique id of the lead. */
                leadUid: string;
                /** @description The lead's id at its source. */
                sourceLeadId: string;
                /** @description Name of the source entity (feed) the lead was received through. */
                entityName: string;
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dispositions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadDisposition"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listDispositionCommunications: {
        parameters: {
            query: {
                /** @description Id of the disposition. */
                dispositionId: number;
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The disposition with its communications. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DispositionCommunications"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getLead: {
        parameters: {
            query: {
                /** @description The portal's unique id of the lead. */
                leadUid: string;
                /** @description The lead's id at its source. */
                sourceLeadId: string;
                /** @description Name of the source entity (feed) the lead was received through. */
                entityName: string;
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lead. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getLeadResponseTime: {
        parameters: {
            query: {
                /** @description The portal's record id of the lead (Lead.id). */
                id: number;
                /** @description The portal's unique id of the lead. */
                leadUid: string;
                /** @description The lead's id at its source. */
                sourceLeadId: string;
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The response time. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadResponseTime"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    overrideLeadResponseTime: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResponseTimeOverrideRequest"];
            };
        };
        responses: {
            /** @description The override was recorded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseTimeOverrideResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    getDmfRecord: {
        parameters: {
            query: {
                /** @description Code of the dealer. */
                dealerCode: components["schemas"]["DealerCode"];
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The DMF record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DmfRecord"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    saveDmfCorrection: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DmfCorrectionRequest"];
            };
        };
        responses: {
            /** @description The correction was saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DmfCorrectionResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    searchPreleads: {
        parameters: {
            query?: {
                /** @description Zero-based page index. */
                page?: components["parameters"]["Page"];
                /** @description Page size (rows per page). */
                size?: components["parameters"]["Size"];
                /** @description Sort order as `field,asc` or `field,desc`. */
                sort?: components["parameters"]["Sort"];
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PreleadSearchRequest"];
            };
        };
        responses: {
            /** @description The page of pre-leads. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreleadSearchResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    convertPreleads: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PreleadConvertRequest"];
            };
        };
        responses: {
            /** @description The job was started. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreleadJob"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    cancelPreleadJob: {
        parameters: {
            query: {
                /** @description Id of the conversion job. */
                id: string;
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job was cancelled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreleadJobProgress"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    getPreleadJobProgress: {
        parameters: {
            query: {
                /** @description Id of the conversion job. */
                id: string;
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job's progress. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreleadJobProgress"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    searchComplianceReports: {
        parameters: {
            query?: {
                /** @description Zero-based page index. */
                page?: components["parameters"]["Page"];
                /** @description Page size (rows per page). */
                size?: components["parameters"]["Size"];
                /** @description Sort order as `field,asc` or `field,desc`. */
                sort?: components["parameters"]["Sort"];
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ComplianceReportSearch"];
            };
        };
        responses: {
            /** @description The page of reports. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComplianceReportPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    searchComplianceScores: {
        parameters: {
            query?: {
                /** @description Zero-based page index. */
                page?: components["parameters"]["Page"];
                /** @description Page size (rows per page). */
                size?: components["parameters"]["Size"];
                /** @description Sort order as `field,asc` or `field,desc`. */
                sort?: components["parameters"]["Sort"];
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ComplianceReportSearch"];
            };
        };
        responses: {
            /** @description The page of dealer scores. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComplianceScorePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    prepareComplianceReport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path: {
                /** @description The dealer to audit. */
                dealerCode: components["schemas"]["DealerCode"];
                /** @description The audit to record (DWCP or DRS). */
                auditType: components["schemas"]["AuditType"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report draft. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComplianceReportDraft"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    prepareCrmComplianceReport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path: {
                /** @description The audit to record. */
                auditType: components["schemas"]["AuditType"];
                /** @description The OEM whose CRM providers are audited. */
                oemId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report draft (kind CRM, no crmId yet). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComplianceReportDraft"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    createComplianceReport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ComplianceReportInput"];
            };
        };
        responses: {
            /** @description The stored report with its id. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComplianceReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    updateComplianceReport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ComplianceReportUpdate"];
            };
        };
        responses: {
            /** @description The stored report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComplianceReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    uploadComplianceReportFile: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path: {
                /** @description The report to attach the file to. */
                reportId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file; its name (at most 250 characters) is kept as fileName. */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description The stored file. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportFile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    removeComplianceReportFile: {
        parameters: {
            query: {
                /** @description The file's uuid. */
                uuid: string;
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path: {
                /** @description The report holding the file. */
                reportId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file is removed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    downloadComplianceReportFile: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path: {
                /** @description The report holding the file. */
                reportId: number;
                /** @description The file's uuid. */
                uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "image/png": string;
                    "image/jpeg": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv": string;
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getComplianceReport: {
        parameters: {
            query?: {
                /** @description When true, only the mandatory categories. */
                mandatory?: boolean;
                /** @description When true, only the categories the dealer qualified in (verdict compliant). */
                qualified?: boolean;
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path: {
                /** @description The report. */
                reportId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComplianceReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    generateComplianceDealerReport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ComplianceReportFilter"];
            };
        };
        responses: {
            /** @description The report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComplianceDealerReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    generateComplianceAggregateReport: {
        parameters: {
            query?: {
                /** @description Zero-based page index. */
                page?: components["parameters"]["Page"];
                /** @description Page size (rows per page). */
                size?: components["parameters"]["Size"];
                /** @description Sort order as `field,asc` or `field,desc`. */
                sort?: components["parameters"]["Sort"];
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ComplianceReportFilter"];
            };
        };
        responses: {
            /** @description The page of the report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComplianceAggregateReportPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    generateCrmComplianceAggregateReport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ComplianceReportFilter"];
            };
        };
        responses: {
            /** @description The report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CrmComplianceAggregateReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    generateCrmNonCompliantReport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ComplianceReportFilter"];
            };
        };
        responses: {
            /** @description The report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComplianceNonCompliantReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    generateWebproviderNonCompliantReport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ComplianceReportFilter"];
            };
        };
        responses: {
            /** @description The report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComplianceNonCompliantReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getComplianceDealerReportFilter: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ComplianceDealerReportFilterRequest"];
            };
        };
        responses: {
            /** @description The filter choices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComplianceDealerReportFilterOptions"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listComplianceDownloads: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path: {
                /** @description The audit type. */
                auditType: components["schemas"]["AuditType"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The downloadable periods. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComplianceAvailableDownload"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    downloadAllComplianceReports: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ComplianceDownloadRequest"];
            };
        };
        responses: {
            /** @description The zip file. */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    generateReport: {
        parameters: {
            query?: {
                /** @description Only this lead type's sales conversion lists are filled; all three without it. */
                reportLeadType?: components["schemas"]["LeadType"];
                /** @description Dealers with fewer leads than this are not rated on close rate. */
                leadThreshold?: number;
                /** @description Close rate in percent below which a region or dealer is flagged. */
                closeRateThreshold?: number;
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path: {
                /** @description The report (the q value of the reports route). */
                reportName: components["schemas"]["ReportName"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportFilter"];
            };
        };
        responses: {
            /** @description The report results. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportResults"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    exportReport: {
        parameters: {
            query?: {
                /** @description Only this lead type's sales conversion lists are filled; all three without it. */
                reportLeadType?: components["schemas"]["LeadType"];
                /** @description Dealers with fewer leads than this are not rated on close rate. */
                leadThreshold?: number;
                /** @description Close rate in percent below which a region or dealer is flagged. */
                closeRateThreshold?: number;
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path: {
                /** @description The report (the q value of the reports route). */
                reportName: components["schemas"]["ReportName"];
                /** @description File format of the export. */
                exportFormat: components["schemas"]["ReportExportFormat"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportFilter"];
            };
        };
        responses: {
            /** @description The report file, in the media type of the format. */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getReportSelectData: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The select data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportSelectData"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getReportForm: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path: {
                /** @description The report. */
                name: components["schemas"]["ReportName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report form. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportForm"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getReportDataPage: {
        parameters: {
            query: {
                /** @description The report (concierge, affinityDealerSales or shopperContact). */
                reportName: components["schemas"]["ReportDataPageName"];
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportDataPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getReportThresholds: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path: {
                /** @description Report id, from the report's form (`getReportForm`). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The thresholds. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportThreshold"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getReportPeriods: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path: {
                /** @description Report id, from the report's form (`getReportForm`). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The periods. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportPeriod"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getResourceFilterOptions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The filter choices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResourceFilterOptions"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    searchResources: {
        parameters: {
            query?: {
                /** @description Zero-based page index. */
                page?: components["parameters"]["Page"];
                /** @description Page size (rows per page). */
                size?: components["parameters"]["Size"];
                /** @description Resources of this product (component). */
                componentId?: number;
                /** @description Resources of this OEM (admins); defaults to the caller's OEM. */
                oemId?: number;
                /** @description Resources of this category. */
                categoryId?: number;
                /** @description Resources of this document type. */
                documentType?: components["schemas"]["ResourceDocumentType"];
                /** @description Resources in this language. */
                language?: components["schemas"]["ResourceLanguage"];
                /** @description Resource name contains this text (case-insensitive). */
                resourceName?: string;
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page of resources. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResourcePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteResource: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path: {
                /** @description The resource. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The resource is deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getResourceFile: {
        parameters: {
            query: {
                /** @description Until when the address is valid, in seconds since 1970-01-01 UTC. */
                expires: number;
                /** @description The server's signature of the resource id and expiry (hex). */
                signature: string;
            };
            header?: never;
            path: {
                /** @description The resource. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, opened in the browser when it can show it (inline). */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "application/zip": string;
                    "video/webm": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getResourceCaptions: {
        parameters: {
            query: {
                /** @description Until when the address is valid, in seconds since 1970-01-01 UTC. */
                expires: number;
                /** @description The server's signature of the captions of the resource and the expiry (hex). */
                signature: string;
            };
            header?: never;
            path: {
                /** @description The resource. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The captions (WebVTT). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/vtt": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getPayloadLookupPage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadLookupPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    searchPayloads: {
        parameters: {
            query?: {
                /** @description Zero-based page index. */
                page?: components["parameters"]["Page"];
                /** @description Page size (rows per page). */
                size?: components["parameters"]["Size"];
                /** @description Sort order as `field,asc` or `field,desc`. */
                sort?: components["parameters"]["Sort"];
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayloadLookup"];
            };
        };
        responses: {
            /** @description The page of payloads (empty when none matches). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadRecordPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getPayloadFailDetails: {
        parameters: {
            query: {
                /** @description Payload id. */
                id: number;
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The failure details. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadFailDetails"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getPayloadXml: {
        parameters: {
            query: {
                /** @description Payload id. */
                id: number;
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The XML document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    downloadPayload: {
        parameters: {
            query: {
                /** @description Payload id. */
                id: number;
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The XML file. */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    exportPayloadsXls: {
        parameters: {
            query: {
                /** @description Sort order as `field,asc` or `field,desc`. */
                sort?: components["parameters"]["Sort"];
                /** @description Kind of payload. */
                payloadLookupType: components["schemas"]["PayloadLookupType"];
                /** @description Document id to look for. */
                documentId: string;
                /** @description Payloads received on or after this day (US Central time). */
                receivedDateFrom?: string;
                /** @description Payloads received on or before this day (US Central time). */
                receivedDateTo?: string;
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The spreadsheet. */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getLeadPerformanceDashboard: {
        parameters: {
            query?: {
                /** @description The period counted, ending today (default LAST_90_DAYS). */
                period?: components["schemas"]["DashboardPeriod"];
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dashboard. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadPerformanceDashboard"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getComplianceDashboard: {
        parameters: {
            query?: {
                /** @description The period counted, ending today (default LAST_90_DAYS). */
                period?: components["schemas"]["DashboardPeriod"];
                /** @description Only audits of this type (absent, both). */
                auditType?: components["schemas"]["ComplianceAuditType"];
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dashboard. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComplianceDashboard"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getRetailerPerformanceDashboard: {
        parameters: {
            query?: {
                /** @description The period counted, ending today (default LAST_90_DAYS). */
                period?: components["schemas"]["DashboardPeriod"];
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dashboard. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RetailerPerformanceDashboard"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getDigitalRetailDashboard: {
        parameters: {
            query?: {
                /** @description The period counted, ending today (default LAST_90_DAYS). */
                period?: components["schemas"]["DashboardPeriod"];
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dashboard. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DigitalRetailDashboard"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getShopperJourneyDashboard: {
        parameters: {
            query?: {
                /** @description The period counted, ending today (default LAST_90_DAYS). */
                period?: components["schemas"]["DashboardPeriod"];
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dashboard. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShopperJourneyDashboard"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getPortalUsageDashboard: {
        parameters: {
            query?: {
                /** @description The period counted, ending today (default LAST_90_DAYS). */
                period?: components["schemas"]["DashboardPeriod"];
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dashboard. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalUsageDashboard"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getAdminOverview: {
        parameters: {
            query?: {
                /** @description The period counted, ending today (default LAST_90_DAYS). */
                period?: components["schemas"]["DashboardPeriod"];
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dashboard. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminOverview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getLogViewerPage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LogViewerPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    searchLogs: {
        parameters: {
            query?: {
                /** @description Zero-based page index. */
                page?: components["parameters"]["Page"];
                /** @description Page size (rows per page). */
                size?: components["parameters"]["Size"];
                /** @description Sort order as `field,asc` or `field,desc`. */
                sort?: components["parameters"]["Sort"];
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LogViewerSearch"];
            };
        };
        responses: {
            /** @description The search result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LogSearchResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    unsubscribeNotification: {
        parameters: {
            query: {
                /** @description The id of the unsubscription link in the notification e-mail. */
                id: string;
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The address is unsubscribed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationUnsubscription"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    subscribeAllNotifications: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotificationSubscribeAll"];
            };
        };
        responses: {
            /** @description The address receives every notification again. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    sendContactUsMessage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactUsRequest"];
            };
        };
        responses: {
            /** @description The message is sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listContactUsMessages: {
        parameters: {
            query?: {
                /** @description Zero-based page index. */
                page?: components["parameters"]["Page"];
                /** @description Page size (rows per page). */
                size?: components["parameters"]["Size"];
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of messages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactUsMessagePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    resendContactUsMessage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path: {
                /** @description The message id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The support desk accepted the message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description There is no such message. */
            404: components["responses"]["NotFound"];
            /** @description Already sent, being forwarded, no support desk configured, or the desk did not take it. */
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    listSavedViews: {
        parameters: {
            query: {
                /** @description Id of the screen definition (schemas/screens), e.g. `manageEnrollments`. */
                screenId: components["schemas"]["ScreenId"];
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's views of the screen, sorted by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedView"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    saveSavedView: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SavedViewInput"];
            };
        };
        responses: {
            /** @description The saved view, with its id. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedView"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteSavedView: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path: {
                /** @description Id of the view. */
                viewId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The view is deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listStudioScreens: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The screens sorted by area, then id. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudioScreen"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getStudioConfig: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path: {
                /** @description Id of the screen definition. */
                screenId: components["parameters"]["ScreenId"];
                /** @description `base`, or the OEM skin whose overlay is meant. */
                layer: components["parameters"]["Layer"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The layer with its history. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudioConfig"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getStudioVersion: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path: {
                /** @description Id of the screen definition. */
                screenId: components["parameters"]["ScreenId"];
                /** @description `base`, or the OEM skin whose overlay is meant. */
                layer: components["parameters"]["Layer"];
                /** @description A saved version (from 1). */
                version: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The version. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudioVersion"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    saveStudioDraft: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path: {
                /** @description Id of the screen definition. */
                screenId: components["parameters"]["ScreenId"];
                /** @description `base`, or the OEM skin whose overlay is meant. */
                layer: components["parameters"]["Layer"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StudioDraftInput"];
            };
        };
        responses: {
            /** @description The saved version. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudioVersion"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    publishStudioVersion: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path: {
                /** @description Id of the screen definition. */
                screenId: components["parameters"]["ScreenId"];
                /** @description `base`, or the OEM skin whose overlay is meant. */
                layer: components["parameters"]["Layer"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StudioPublishInput"];
            };
        };
        responses: {
            /** @description The publication. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudioPublication"];
                };
            };
            400: components["responses"]["PublishRefused"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    rollbackStudioConfig: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path: {
                /** @description Id of the screen definition. */
                screenId: components["parameters"]["ScreenId"];
                /** @description `base`, or the OEM skin whose overlay is meant. */
                layer: components["parameters"]["Layer"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StudioRollbackInput"];
            };
        };
        responses: {
            /** @description The rollback. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudioPublication"];
                };
            };
            400: components["responses"]["PublishRefused"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getQaReport: {
        parameters: {
            query?: {
                /** @description `landed` (default): the repository's files; `published`: what the portal serves now. */
                definitions?: components["schemas"]["QaDefinitions"];
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QaReportAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    runQaDrift: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["QaDriftUpload"];
            };
        };
        responses: {
            /** @description The drift report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QaDriftAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listPublishedScreenConfigs: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The published layers, by screen and layer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublishedScreenConfig"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
}
